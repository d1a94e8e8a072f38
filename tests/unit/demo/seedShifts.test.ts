import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@/demo/server/accounts';
import { buildDemoDataset } from '@/demo/server/seed';
import { isDelivered } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { parseDriverShift } from '@/domain/shift/driverShift';

// The demo day's drivers on shift have shared their stop order with their position
// (docs/auto-dispatch.md#inputs), so a newcomer's desk shows their runs, not estimates.

describe('the demo day’s shifts', () => {
  const now = new Date(2026, 10, 28, 19, 0).getTime();
  const dataset = buildDemoDataset({ now });
  const openOf = (uid: string) =>
    dataset.receipts
      .map(({ id, data }) => parseReceipt(id, data))
      .filter((receipt) => receipt.dispatchId === uid && !isDelivered(receipt))
      .map((receipt) => receipt.id);
  const shiftOf = (uid: string) => {
    const record = dataset.driverShifts.find((shift) => shift.uid === uid);
    return parseDriverShift(uid, record);
  };

  it('Tiago Costa’s run lists each of his open orders once', () => {
    const { run, onShift } = shiftOf(DEMO_UIDS.secondDriver);
    expect(onShift).toBe(true);
    expect(run).not.toBeNull();
    expect([...(run ?? [])].sort()).toEqual(openOf(DEMO_UIDS.secondDriver).sort());
    expect(run?.length).toBeGreaterThan(1);
  });

  it('Rui Lopes has shared an empty run: he has no orders yet', () => {
    expect(openOf(DEMO_UIDS.thirdDriver)).toEqual([]);
    expect(shiftOf(DEMO_UIDS.thirdDriver).run).toEqual([]);
  });
});
