import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVITE_LIMITS, readInvitation } from '@/domain/team/invite';
import { readDeactivatedDriver, readInvitedDriver, readPasswordLink } from '@/domain/team/wire';

const codes = (input: unknown) => {
  const read = readInvitation(input);
  return read.ok ? [] : read.errors.map((error) => `${error.field}:${error.code}`);
};

describe('readInvitation', () => {
  it('reads the three fields: the name tidied, the email in lower case, the phone without invisibles', () => {
    expect(
      readInvitation({
        name: '  Rita \n Sousa ',
        email: ' Rita.Sousa@Example.PT ',
        phone: '+351\u200e 912 000 111',
      }),
    ).toEqual({
      ok: true,
      invitation: { name: 'Rita Sousa', email: 'rita.sousa@example.pt', phone: '+351 912 000 111' },
    });
  });

  it('names every bad field, with a code and a sentence', () => {
    expect(codes({})).toEqual(['name:required', 'email:required', 'phone:required']);
    expect(codes(null)).toEqual(['name:required', 'email:required', 'phone:required']);
    expect(
      codes({ name: 'x'.repeat(INVITE_LIMITS.name + 1), email: 'a@b', phone: '12345' }),
    ).toEqual(['name:too-long', 'email:not-an-email', 'phone:not-a-phone']);
    expect(codes({ name: 'Rui', email: 'rui @x.pt', phone: '+351 912 abc' })).toEqual([
      'email:not-an-email',
      'phone:not-a-phone',
    ]);
    expect(codes({ name: 'Rui', email: 'rui@x.pt', phone: '1234567890123456' })).toEqual([
      'phone:not-a-phone',
    ]);
    expect(codes({ name: 42, email: ['a@b.c'], phone: 912000111 })).toEqual([
      'name:required',
      'email:required',
      'phone:required',
    ]);
    const read = readInvitation({});
    expect(read.ok || read.errors.every((error) => error.message.length > 0)).toBe(true);
  });

  it('accepts how people write phone numbers', () => {
    for (const phone of ['912000111', '+351 912 000 111', '(21) 390-4771', '+44 20 7946.0018']) {
      expect(codes({ name: 'Rui', email: 'rui@x.pt', phone }), phone).toEqual([]);
    }
  });

  it('never throws, and answers either an invitation or at least one error', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const read = readInvitation(input);
        expect(read.ok ? 1 : read.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the team wire', () => {
  it('reads the answers, and refuses what is not one', () => {
    expect(readInvitedDriver({ uid: 'u1', email: 'a@b.c', setPasswordLink: null })).toEqual({
      uid: 'u1',
      email: 'a@b.c',
      setPasswordLink: null,
    });
    expect(readInvitedDriver({ email: 'a@b.c' })).toBeNull();
    expect(readPasswordLink({ uid: 'u1', email: 'a@b.c', setPasswordLink: null })).toBeNull();
    expect(readPasswordLink({ uid: 'u1', email: 'a@b.c', setPasswordLink: 'https://x' })).toEqual({
      uid: 'u1',
      email: 'a@b.c',
      setPasswordLink: 'https://x',
    });
    const deactivated = {
      uid: 'u1',
      deactivatedAt: 5,
      alreadyDeactivated: true,
      unassigned: ['r'],
    };
    expect(readDeactivatedDriver(deactivated)).toEqual(deactivated);
    expect(readDeactivatedDriver({ ...deactivated, unassigned: [1] })).toBeNull();
    expect(readDeactivatedDriver({ ...deactivated, deactivatedAt: 'soon' })).toBeNull();
  });
});
