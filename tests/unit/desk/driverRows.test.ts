import { describe, expect, it } from 'vitest';
import { buildDriverRows } from '@/desk/team/driverRows';
import { shareLinks } from '@/desk/team/shareLinks';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { parseReceipt } from '@/domain/receipt';
import { STALE_POSITION_MS, type DriverShift } from '@/domain/shift/driverShift';

const NOW = Date.UTC(2026, 10, 26, 12);
const person = (uid: string, fields: Record<string, unknown>) => parseBackOfficeUser(uid, fields);
const sale = (id: string, fields: Record<string, unknown>) =>
  parseReceipt(id, { receipt_type: 'SALE', status: 'Pending', updateTimestamp: NOW, ...fields });
const shift = (uid: string, fields: Partial<DriverShift>): DriverShift => ({
  uid,
  onShift: false,
  shiftStartedAt: null,
  lastSeenAt: null,
  run: null,
  position: null,
  ...fields,
});
const at = (storedAt: number) => ({ lat: 1, lng: 2, accuracy: 5, at: storedAt, storedAt });

describe('buildDriverRows', () => {
  const team = [
    person('m', { name: 'Marta', role: 'manager' }),
    person('a', { name: 'Ana', role: 'driver', phone: ' +351 1 ' }),
    person('b', { name: 'Bea', role: 'driver' }),
    person('c', { name: 'Carla', role: 'driver' }),
    person('z', { name: 'Zé', role: 'driver', active: false }),
  ];

  it('puts drivers on shift first, then the most recently seen, then by name; managers never', () => {
    const rows = buildDriverRows({
      team,
      shifts: [
        shift('c', { onShift: true, lastSeenAt: NOW - 1000, position: at(NOW - 1000) }),
        shift('b', { lastSeenAt: NOW - 5000 }),
      ],
      receipts: [],
      now: NOW,
    });
    expect(rows.active.map((r) => r.uid)).toEqual(['c', 'b', 'a']);
    expect(rows.deactivated.map((r) => r.uid)).toEqual(['z']);
    expect(rows.active[0]).toMatchObject({
      onShift: true,
      stalePosition: false,
      noPosition: false,
    });
    expect(rows.active[2]?.phone).toBe('+351 1');
  });

  it('calls a position older than five minutes stale, and says when there is none yet', () => {
    const rows = buildDriverRows({
      team,
      shifts: [
        shift('a', { onShift: true, lastSeenAt: NOW, position: at(NOW - STALE_POSITION_MS - 1) }),
        shift('b', { onShift: true, lastSeenAt: NOW, position: at(NOW - STALE_POSITION_MS) }),
        shift('c', { onShift: true, lastSeenAt: NOW }),
      ],
      receipts: [],
      now: NOW,
    });
    const byUid = new Map(rows.active.map((r) => [r.uid, r]));
    expect(byUid.get('a')?.stalePosition).toBe(true);
    expect(byUid.get('b')?.stalePosition).toBe(false);
    expect(byUid.get('c')).toMatchObject({ stalePosition: false, noPosition: true });
  });

  it('takes a deactivated driver off shift whatever an old record says', () => {
    const rows = buildDriverRows({
      team,
      shifts: [shift('z', { onShift: true, lastSeenAt: NOW, position: at(NOW) })],
      receipts: [],
      now: NOW,
    });
    expect(rows.deactivated[0]).toMatchObject({ onShift: false, noPosition: false });
  });

  it('counts today’s SALE orders of each driver, delivered and open', () => {
    const rows = buildDriverRows({
      team,
      shifts: [],
      receipts: [
        sale('1', { dispatchId: 'a' }),
        sale('2', { dispatchId: 'a', status: 'Delivered' }),
        sale('3', { dispatchId: 'a', status: 'Delivered' }),
        sale('4', { dispatchId: 'a', receipt_type: 'REFUND' }),
        sale('5', {}),
      ],
      now: NOW,
    });
    const ana = rows.active.find((r) => r.uid === 'a');
    expect([ana?.delivered, ana?.open]).toEqual([2, 1]);
    expect(rows.active.find((r) => r.uid === 'b')).toMatchObject({ delivered: 0, open: 0 });
  });
});

describe('shareLinks', () => {
  it('fills WhatsApp, SMS and email with the message, encoded', () => {
    const links = shareLinks({
      email: 'joana+x@example.test',
      subject: 'Your account',
      message: 'Hi & welcome: https://x.test/login?email=a%40b',
    });
    const message = encodeURIComponent('Hi & welcome: https://x.test/login?email=a%40b');
    expect(links.whatsApp).toBe(`https://wa.me/?text=${message}`);
    expect(links.sms).toBe(`sms:?&body=${message}`);
    expect(links.mail).toBe(`mailto:joana%2Bx@example.test?subject=Your%20account&body=${message}`);
  });
});
