import { describe, expect, it, vi } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { startOfLocalDay } from '@/domain/day';
import { parseReceipt } from '@/domain/receipt';
import {
  MAX_REMEMBERED_CHARS,
  forgetRememberedStart,
  rememberOrders,
  rememberSession,
  rememberedOrders,
  rememberedDay,
  rememberedSession,
  type RememberedStorage,
} from '@/features/shared/rememberedStart';

/** A Map behind the Storage methods the module uses; `full` refuses every write. */
function memoryStorage({ full = false } = {}) {
  const items = new Map<string, string>();
  const storage = {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  return storage;
}

const session = {
  user: { uid: 'u1', email: 'sam@demo.test' },
  profile: parseBackOfficeUser('u1', { name: 'Sam Driver' }),
};
const today = startOfLocalDay(Date.now());
const receipt = parseReceipt('r1', {
  dispatchId: 'u1',
  status: 'Dispatched',
  orderNumber: '1001',
  customerName: 'Ana',
  updateTimestamp: Date.now(),
});

describe('the remembered session', () => {
  it('reads back what was remembered', () => {
    const storage = memoryStorage();
    rememberSession(session, storage);
    expect(rememberedSession(storage)).toEqual(session);
  });

  it('is nothing when none was remembered, or storage is blocked', () => {
    expect(rememberedSession(memoryStorage())).toBeNull();
    expect(rememberedSession(null)).toBeNull();
    const blocked: RememberedStorage = {
      getItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
    };
    expect(() => rememberSession(session, blocked)).not.toThrow();
    expect(rememberedSession(blocked)).toBeNull();
    expect(() => forgetRememberedStart(blocked)).not.toThrow();
  });

  it.each([
    ['not JSON', '{"format":'],
    ['JSON but not a record', '42'],
    ['another build’s format', JSON.stringify({ format: 'v0/1', ...session })],
    ['a profile of another user', 'OTHER_PROFILE'],
    ['no uid', 'NO_UID'],
  ])('ignores a record that is %s', (_label, text) => {
    const storage = memoryStorage();
    rememberSession(session, storage);
    const [key, written] = [...storage.items][0];
    const record = JSON.parse(written) as Record<string, unknown>;
    const replaced =
      text === 'OTHER_PROFILE'
        ? JSON.stringify({ ...record, profile: { ...session.profile, uid: 'u2' } })
        : text === 'NO_UID'
          ? JSON.stringify({ ...record, user: { email: 'sam@demo.test' } })
          : text;
    storage.items.set(key, replaced);
    expect(rememberedSession(storage)).toBeNull();
  });
});

describe('the remembered orders', () => {
  it('reads back the same dispatcher’s orders of the same day', () => {
    const storage = memoryStorage();
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    expect(rememberedOrders('u1', today, storage)).toEqual([receipt]);
    // Any moment of the same day: the window is the day.
    expect(rememberedOrders('u1', today + 60_000, storage)).toEqual([receipt]);
  });

  it('are parsed once per record written, however often they are read', () => {
    const storage = memoryStorage();
    rememberSession(session, storage);
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      // A redraw of the first frame: the keeper's check, then the drawing's start.
      const first = rememberedOrders('u1', today, storage);
      rememberedSession(storage);
      expect(rememberedOrders('u1', today, storage)).toBe(first);
      expect(parse).toHaveBeenCalledTimes(2); // the orders once, the session once
      const other = parseReceipt('r2', { ...receipt, id: 'r2', orderNumber: '1002' });
      rememberOrders({ dispatchId: 'u1', since: today, receipts: [other] }, storage);
      expect(rememberedOrders('u1', today, storage)?.map((r) => r.id)).toEqual(['r2']);
      expect(parse).toHaveBeenCalledTimes(3);
    } finally {
      parse.mockRestore();
    }
  });

  it('are not shown to another dispatcher, nor on another day', () => {
    const storage = memoryStorage();
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    expect(rememberedOrders('u2', today, storage)).toBeNull();
    const tomorrow = startOfLocalDay(today + 36 * 60 * 60 * 1000);
    expect(rememberedOrders('u1', tomorrow, storage)).toBeNull();
  });

  it('ignores a list with an order that does not read back', () => {
    const storage = memoryStorage();
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    const [key, written] = [...storage.items][0];
    const record = JSON.parse(written) as Record<string, unknown>;
    for (const receipts of [[{ ...receipt, id: '' }], [null], 'r1']) {
      storage.items.set(key, JSON.stringify({ ...record, receipts }));
      expect(rememberedOrders('u1', today, storage)).toBeNull();
    }
  });

  it('keeps nothing when the list is too large, and drops the older list', () => {
    const storage = memoryStorage();
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    const long = { ...receipt, notes: 'x'.repeat(MAX_REMEMBERED_CHARS) };
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [long] }, storage);
    expect(rememberedOrders('u1', today, storage)).toBeNull();
  });

  it('keeps nothing when the storage is full, without throwing', () => {
    const storage = memoryStorage({ full: true });
    expect(() =>
      rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage),
    ).not.toThrow();
    expect(rememberedOrders('u1', today, storage)).toBeNull();
  });

  it('are forgotten with the session', () => {
    const storage = memoryStorage();
    rememberSession(session, storage);
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    forgetRememberedStart(storage);
    expect(rememberedSession(storage)).toBeNull();
    expect(rememberedOrders('u1', today, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});

describe("the store's address, kept with the orders", () => {
  it('reads back for the same dispatcher and day, and not otherwise', () => {
    const storage = memoryStorage();
    const origin = { address: 'Rua da Loja 1', lat: 38.7, lng: -9.1 };
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt], origin }, storage);
    expect(rememberedDay('u1', today, storage).origin).toEqual(origin);
    expect(rememberedDay('u2', today, storage).origin).toBeNull();
    expect(rememberedDay('u1', today - 86_400_000, storage).origin).toBeNull();
  });

  it('is none when none was kept, or what was kept is not an address', () => {
    const storage = memoryStorage();
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt] }, storage);
    expect(rememberedDay('u1', today, storage).origin).toBeNull();
    const odd = { address: null, lat: 'north', lng: null } as never;
    rememberOrders({ dispatchId: 'u1', since: today, receipts: [receipt], origin: odd }, storage);
    expect(rememberedDay('u1', today, storage).origin).toBeNull();
  });
});
