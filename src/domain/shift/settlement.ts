import { toMajor, toMinor } from '../money';
import { isRecord, readEpochMillis, readNumber, readText } from '../read';
import type { MoneyTotal } from '../summary';

// "Cash handed in" (docs/backend-contract.md#cash-handed-in): the amount a manager counted from a
// driver at the end of a day, against the cash the driver confirmed on that day's deliveries.
// One settlement per driver and day, the latest count winning, the earlier counts kept as its
// history. One definition for both sides: the backend core writes it (backend/core/deskCash.ts),
// the desk reads it (its Settlements feed and the call's answer).

/** The counts kept before the latest one; older ones are dropped. */
export const MAX_SETTLEMENT_HISTORY = 20;
/** The most a count may be (in the currency): a typo guard, not a business rule. */
export const MAX_CASH_AMOUNT = 1_000_000;

/** `POST /desk/cash`'s body. */
export interface CashRequest {
  /** The driver's uid. */
  dispatchId: string;
  /** The calendar day, "YYYY-MM-DD", in `timeZone`. */
  day: string;
  /** The cash counted, in the business's currency (35.3 = €35.30). */
  amount: number;
  /** The desk's IANA zone (Intl's resolved `timeZone`); the backend's TIME_ZONE without it. */
  timeZone?: string;
}

/** One count. Amounts are numbers in `currency` (like a receipt's `cashCollected`). */
export interface SettlementEntry {
  /** What the manager counted. */
  amount: number;
  /** The cash the driver confirmed on that day's deliveries, when the count was recorded. */
  collected: number;
  /** `amount − collected`: negative is cash missing, positive cash over. */
  difference: number;
  recordedAt: number;
  /** The manager's uid and name (from their back-office record, when it has one). */
  recordedBy: string;
  recordedByName: string | null;
}

export interface Settlement extends SettlementEntry {
  /** `<dispatchId>_<day>`: one per driver and day. */
  id: string;
  dispatchId: string;
  day: string;
  timeZone: string;
  currency: string;
  /** The earlier counts of that day, oldest first (at most MAX_SETTLEMENT_HISTORY). */
  history: SettlementEntry[];
}

export function settlementId(dispatchId: string, day: string): string {
  return `${dispatchId}_${day}`;
}

/**
 * The cash collected in `currency`, in minor units, from a day's totals (summary.ts). Receipts
 * that name no currency are the business's own, as the Today page shows them; other currencies
 * are not part of a count in this one.
 */
export function collectedMinorIn(totals: readonly MoneyTotal[], currency: string): number {
  return totals
    .filter((total) => total.currency === currency || total.currency === null)
    .reduce((sum, total) => sum + total.minor, 0);
}

export interface CountInput {
  amountMinor: number;
  collectedMinor: number;
  currency: string;
  recordedAt: number;
  recordedBy: string;
  recordedByName: string | null;
}

/**
 * The settlement after a count: the new count on top, the one before it into the history. A
 * count that says what the settlement already says (the same amount against the same cash
 * collected: a retry, a double tap) changes nothing.
 */
export function recordCount(
  previous: Settlement | null,
  where: Pick<Settlement, 'dispatchId' | 'day' | 'timeZone'>,
  count: CountInput,
): { settlement: Settlement; changed: boolean } {
  const { currency } = count;
  const major = (minor: number) => toMajor(minor, currency);
  const entry: SettlementEntry = {
    amount: major(count.amountMinor),
    collected: major(count.collectedMinor),
    difference: major(count.amountMinor - count.collectedMinor),
    recordedAt: count.recordedAt,
    recordedBy: count.recordedBy,
    recordedByName: count.recordedByName,
  };
  const same =
    previous !== null &&
    previous.currency === currency &&
    toMinor(previous.amount, currency) === count.amountMinor &&
    toMinor(previous.collected, currency) === count.collectedMinor;
  if (same) return { settlement: previous, changed: false };
  const history =
    previous === null
      ? []
      : [...previous.history, entryOf(previous)].slice(-MAX_SETTLEMENT_HISTORY);
  return {
    settlement: {
      id: settlementId(where.dispatchId, where.day),
      ...where,
      currency,
      ...entry,
      history,
    },
    changed: true,
  };
}

function entryOf(settlement: SettlementEntry): SettlementEntry {
  const { amount, collected, difference, recordedAt, recordedBy, recordedByName } = settlement;
  return { amount, collected, difference, recordedAt, recordedBy, recordedByName };
}

function readEntry(value: unknown): SettlementEntry | null {
  if (!isRecord(value)) return null;
  const amount = readNumber(value.amount);
  const collected = readNumber(value.collected);
  const difference = readNumber(value.difference);
  const recordedAt = readEpochMillis(value.recordedAt);
  const recordedBy = readText(value.recordedBy);
  if (amount === null || collected === null || difference === null) return null;
  if (recordedAt === null || recordedBy === null) return null;
  return {
    amount,
    collected,
    difference,
    recordedAt,
    recordedBy,
    recordedByName: readText(value.recordedByName),
  };
}

/** A settlement as stored or answered; null when it is not one. */
export function readSettlement(value: unknown): Settlement | null {
  const entry = readEntry(value);
  if (entry === null || !isRecord(value)) return null;
  const dispatchId = readText(value.dispatchId);
  const day = readText(value.day);
  const currency = readText(value.currency);
  if (dispatchId === null || day === null || currency === null) return null;
  const history = Array.isArray(value.history) ? value.history.map(readEntry) : [];
  return {
    id: settlementId(dispatchId, day),
    dispatchId,
    day,
    timeZone: readText(value.timeZone) ?? 'UTC',
    currency,
    ...entry,
    history: history.filter((item): item is SettlementEntry => item !== null),
  };
}

/** What POST /desk/cash answers: the settlement now, and whether this count changed it. */
export interface RecordedCash {
  settlement: Settlement;
  changed: boolean;
}

export function readRecordedCash(body: unknown): RecordedCash | null {
  if (!isRecord(body) || typeof body.changed !== 'boolean') return null;
  const settlement = readSettlement(body.settlement);
  return settlement === null ? null : { settlement, changed: body.changed };
}
