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
    const [line] = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(line).toMatchObject({ scope: '/orders/intake', attempts: 1, reads: 3, writes: 2 });
    expect(store.counters.get('orderNumber')).toBe(7);
  });
});
