import { describe, expect, it } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';

describe('parseBackOfficeUser', () => {
  it('reads name, email and role, and keeps the raw record', () => {
    const data = { name: ' Dana Driver ', email: 'dana@example.com', role: 'dispatcher', x: 1 };
    expect(parseBackOfficeUser('u1', data)).toEqual({
      uid: 'u1',
      name: 'Dana Driver',
      email: 'dana@example.com',
      role: 'dispatcher',
      raw: data,
    });
  });

  it('prefers name, then displayName, then fullName, then first and last name', () => {
    const all = { name: 'N', displayName: 'D', fullName: 'F', firstName: 'A', lastName: 'B' };
    expect(parseBackOfficeUser('u', all).name).toBe('N');
    expect(parseBackOfficeUser('u', { ...all, name: ' ' }).name).toBe('D');
    expect(parseBackOfficeUser('u', { ...all, name: null, displayName: 3 }).name).toBe('F');
    expect(parseBackOfficeUser('u', { firstName: 'Ada', lastName: 'Lovelace' }).name).toBe(
      'Ada Lovelace',
    );
    expect(parseBackOfficeUser('u', { firstName: 'Ada' }).name).toBe('Ada');
    expect(parseBackOfficeUser('u', { lastName: ' Lovelace ' }).name).toBe('Lovelace');
  });

  it('has a null name when none is given', () => {
    expect(parseBackOfficeUser('u', { email: 'a@b.c' }).name).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ name: 'x' }]],
    ['a string', 'Dana'],
  ])('reads %s as an empty record without throwing', (_label, data) => {
    expect(parseBackOfficeUser('u', data)).toEqual({
      uid: 'u',
      name: null,
      email: null,
      role: null,
      raw: {},
    });
  });

  it('ignores fields of the wrong type', () => {
    expect(parseBackOfficeUser('u', { email: 42, role: ['admin'] })).toMatchObject({
      email: null,
      role: null,
    });
  });
});
