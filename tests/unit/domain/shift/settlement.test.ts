import { describe, expect, it } from 'vitest';
import {
  collectedMinorIn,
  MAX_SETTLEMENT_HISTORY,
  readRecordedCash,
  readSettlement,
  recordCount,
  type Settlement,
} from '@/domain/shift/settlement';

const WHERE = { dispatchId: 'ana', day: '2026-06-10', timeZone: 'Europe/Lisbon' };
const count = (amountMinor: number, collectedMinor: number, recordedAt = 1) => ({
  amountMinor,
  collectedMinor,
  currency: 'EUR',
  recordedAt,
  recordedBy: 'marta',
  recordedByName: 'Marta Silva',
});

/** The first count of the tests: €25 counted against €30.30 collected, at 1. */
const FIRST_ENTRY = {
  amount: 25,
  collected: 30.3,
  difference: -5.3,
  recordedAt: 1,
  recordedBy: 'marta',
  recordedByName: 'Marta Silva',
};

describe('recordCount', () => {
  it('keeps the count, the cash collected and the difference, in the currency', () => {
    const { settlement, changed } = recordCount(null, WHERE, count(2500, 3030));
    expect(changed).toBe(true);
    expect(settlement).toEqual({
      id: 'ana_2026-06-10',
      ...WHERE,
      currency: 'EUR',
      ...FIRST_ENTRY,
      history: [],
    });
  });

  it('changes nothing for the same count against the same cash; the latest count wins otherwise', () => {
    const first = recordCount(null, WHERE, count(2500, 3030, 1)).settlement;
    expect(recordCount(first, WHERE, count(2500, 3030, 2))).toEqual({
      settlement: first,
      changed: false,
    });
    // The same count after a late delivery changed what was collected: a new entry.
    const later = recordCount(first, WHERE, count(2500, 3530, 3));
    expect(later.changed).toBe(true);
    expect(later.settlement).toMatchObject({ difference: -10.3, recordedAt: 3 });
    expect(later.settlement.history).toEqual([FIRST_ENTRY]);
  });

  it('keeps at most MAX_SETTLEMENT_HISTORY earlier counts, the newest ones', () => {
    let settlement: Settlement | null = null;
    for (let i = 0; i <= MAX_SETTLEMENT_HISTORY + 5; i++) {
      settlement = recordCount(settlement, WHERE, count(i, 0, i)).settlement;
    }
    expect(settlement?.history).toHaveLength(MAX_SETTLEMENT_HISTORY);
    expect(settlement?.history.at(-1)?.recordedAt).toBe(MAX_SETTLEMENT_HISTORY + 4);
  });
});

describe('collectedMinorIn', () => {
  it('counts the currency and receipts without one, never another currency', () => {
    const totals = [
      { currency: null, minor: 100 },
      { currency: 'EUR', minor: 250 },
      { currency: 'USD', minor: 999 },
    ];
    expect(collectedMinorIn(totals, 'EUR')).toBe(350);
    expect(collectedMinorIn([], 'EUR')).toBe(0);
  });
});

describe('readSettlement, readRecordedCash', () => {
  it('reads back what was written, and refuses what is not a settlement', () => {
    const { settlement } = recordCount(null, WHERE, count(2500, 3030));
    const written = recordCount(settlement, WHERE, count(3030, 3030, 2)).settlement;
    expect(readSettlement(JSON.parse(JSON.stringify(written)))).toEqual(written);
    expect(readRecordedCash({ settlement: written, changed: true })).toEqual({
      settlement: written,
      changed: true,
    });
    expect(readSettlement({ ...written, amount: 'lots' })).toBeNull();
    expect(readSettlement(null)).toBeNull();
    expect(readRecordedCash({ settlement: written })).toBeNull();
    expect(readSettlement({ ...written, history: [{ amount: 1 }, ...written.history] })).toEqual(
      written,
    );
  });
});
