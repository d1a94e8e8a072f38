// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '@backend/core';
import { inUsageScope, withStoreUsage } from '../../../functions/src/storeUsage';

// The functions' count of their transactions (npm run load): only under the emulator with a
// file named, one line per transaction with its endpoint, reads, writes and attempts.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The usage file's lines, parsed. */
const usageLines = (file: string): unknown[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as unknown);

describe('the store usage count', () => {
  it('is not there unless the emulator runs and a file is named', () => {
    const store = createMemoryStore();
    expect(withStoreUsage(store, {})).toBe(store);
    expect(withStoreUsage(store, { DISPATCH_STORE_USAGE_FILE: '/tmp/x' })).toBe(store);
  });

  it('writes a line per transaction: its scope, reads (a query per document), writes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'usage-'));
    dirs.push(dir);
    const file = path.join(dir, 'usage.jsonl');
    const store = createMemoryStore({ receipts: { a: {}, b: {} } });
    const counted = withStoreUsage(store, {
      FUNCTIONS_EMULATOR: 'true',
      DISPATCH_STORE_USAGE_FILE: file,
    });
    await inUsageScope('/orders/intake', () =>
      counted.transaction(async (tx) => {
        await tx.getReceipt('a');
        await tx.getCounter('orderNumber');
        await tx.listApiKeys();
        tx.putCounter('orderNumber', 7);
        tx.updateReceipt('a', { x: 1 }, []);
      }),
    );
    const [line] = usageLines(file);
    expect(line).toMatchObject({ scope: '/orders/intake', attempts: 1, reads: 3, writes: 2 });
    expect(store.counters.get('orderNumber')).toBe(7);
  });

  it('writes a line per create outside a transaction: one write when it landed, none when refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'usage-'));
    dirs.push(dir);
    const file = path.join(dir, 'usage.jsonl');
    const env = { FUNCTIONS_EMULATOR: 'true', DISPATCH_STORE_USAGE_FILE: file };
    const counted = withStoreUsage(createMemoryStore(), env);
    const key = { key: 'k', uid: 'ana', fingerprint: 'f', state: 'in-progress' } as const;
    const record = { ...key, claimId: 'c', startedAt: 1, expireAt: 2, answer: null };
    const about = { receiptId: 'R1', status: 'Delivered' };
    await inUsageScope('/order/deliveryupdate', async () => {
      expect(await counted.createIdempotency({ ...record, ...about })).toBe(true);
      expect(await counted.createIdempotency({ ...record, ...about })).toBe(false);
    });
    const lines = usageLines(file);
    expect(lines).toMatchObject([
      { scope: '/order/deliveryupdate', create: true, reads: 0, writes: 1 },
      { scope: '/order/deliveryupdate', create: true, reads: 0, writes: 0 },
    ]);
  });

  it('writes a line per read and conditional write outside a transaction (a position’s)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'usage-'));
    dirs.push(dir);
    const file = path.join(dir, 'usage.jsonl');
    const env = { FUNCTIONS_EMULATOR: 'true', DISPATCH_STORE_USAGE_FILE: file };
    const memory = createMemoryStore();
    const shift = {
      uid: 'eva',
      onShift: true,
      shiftStartedAt: 1,
      lastSeenAt: 1,
      position: null,
      updatedAt: 1,
      expireAt: 2e12,
    };
    await memory.transaction(async (tx) => tx.putDriverShift(shift));
    const counted = withStoreUsage(memory, env);
    await inUsageScope('/driver/position', async () => {
      const read = await counted.readDriver('eva');
      expect(await counted.putDriverShiftIfUnchanged({ ...shift, lastSeenAt: 2 }, read.shift)).toBe(
        true,
      );
      expect(await counted.putDriverShiftIfUnchanged(shift, read.shift)).toBe(false);
    });
    const lines = usageLines(file);
    expect(lines).toMatchObject([
      { scope: '/driver/position', outside: true, reads: 2, writes: 0 },
      { scope: '/driver/position', outside: true, reads: 0, writes: 1 },
      { scope: '/driver/position', outside: true, reads: 0, writes: 0 },
    ]);
  });
});
