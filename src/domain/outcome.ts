import { isRecord, readNumber, readText, type Fields } from './read';

// What the backend wrote back on a receipt about its latest status change
// (docs/backend-contract.md): why it was not delivered, the dispatcher's note, the cash taken.
// Read tolerantly, like the rest of the receipt: the contract's flat fields first, then a
// nested `deliveryOutcome` object and a few aliases a backend might use.

export interface DeliveryOutcome {
  reason: string | null;
  note: string | null;
  /** In the receipt's currency; null when none was recorded. */
  cashCollected: number | null;
}

export const NO_OUTCOME: DeliveryOutcome = { reason: null, note: null, cashCollected: null };

function firstOf<T>(
  sources: readonly Fields[],
  keys: readonly string[],
  read: (v: unknown) => T | null,
): T | null {
  for (const source of sources) {
    for (const key of keys) {
      const value = read(source[key]);
      if (value !== null) return value;
    }
  }
  return null;
}

/** A cash amount that can be shown: finite and not negative. */
function readCash(value: unknown): number | null {
  const amount = readNumber(value);
  return amount !== null && amount >= 0 ? amount : null;
}

export function readOutcome(raw: unknown): DeliveryOutcome {
  if (!isRecord(raw)) return NO_OUTCOME;
  const nested = isRecord(raw.deliveryOutcome) ? raw.deliveryOutcome : {};
  const sources = [raw, nested];
  return {
    reason: firstOf(
      sources,
      ['statusReason', 'notDeliveredReason', 'reason', 'deliveryReason'],
      readText,
    ),
    note: firstOf(sources, ['statusNote', 'deliveryNote', 'note'], readText),
    cashCollected: firstOf(sources, ['cashCollected', 'cashReceived'], readCash),
  };
}

/** The outcome a queued change carries (its payload), as the feed will show it once applied. */
export function outcomeOfChange(payload: {
  reason?: string;
  note?: string;
  cashCollected?: number;
}): DeliveryOutcome {
  return {
    reason: payload.reason ?? null,
    note: payload.note ?? null,
    cashCollected: payload.cashCollected ?? null,
  };
}
