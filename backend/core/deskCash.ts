import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { toMajor, toMinor } from '@/domain/money';
import { isRecord } from '@/domain/read';
import { parseReceipt } from '@/domain/receipt';
import { isManager } from '@/domain/roles';
import { dayWindowIn, isDayLabel, isTimeZone } from '@/domain/shift/dayWindow';
import { summaryOrderOf } from '@/domain/summary';
import {
  collectedMinorIn,
  MAX_CASH_AMOUNT,
  recordCount,
  settlementId,
  type CashRequest,
} from '@/domain/shift/settlement';
import { summarizeDay } from '@/domain/summary';
import { answerInTransaction, refuse, type CoreAnswer } from './answer';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type CoreConfig } from './config';
import { refuseUnlessManager } from './deskRoles';
import { isDocumentId } from './documentId';
import type { Call } from './httpTypes';
import type { BackendStore } from './store';

// "Cash handed in" (docs/backend-contract.md#cash-handed-in): POST /desk/cash, a manager records
// the cash counted from a driver for a day. The backend adds up the cash the driver confirmed on
// that day's deliveries itself — the same receipts and the same sum as the driver's Today page
// and the desk's End of shift (domain/shift/endOfShift.ts) — and keeps the count, that sum and
// the difference, with the time and the manager, as the settlement of that driver and day: the
// latest count wins, the earlier ones stay in its history (domain/shift/settlement.ts).

export interface DeskCashDeps {
  config: Pick<CoreConfig, 'now' | 'notDeliveredStatus' | 'currency' | 'timeZone'>;
  store: BackendStore;
}

type Read = { ok: true; cash: Required<CashRequest> } | { ok: false; answer: CoreAnswer };

const invalid = (message: string): Read => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

function readCash(body: unknown, defaultZone: string, currency: string): Read {
  if (!isRecord(body)) return invalid('The request must be a JSON object.');
  const { dispatchId, day, amount, timeZone = defaultZone } = body;
  if (!isDocumentId(dispatchId)) return invalid('dispatchId must be the driver’s uid.');
  if (!isDayLabel(day)) return invalid('day must be a date written YYYY-MM-DD.');
  if (!isTimeZone(timeZone)) return invalid('timeZone must be an IANA time zone.');
  const minor = typeof amount === 'number' ? toMinor(amount, currency) : null;
  const exact = minor !== null && toMajor(minor, currency) === amount;
  if (minor === null || !exact || minor < 0 || (amount as number) > MAX_CASH_AMOUNT) {
    return invalid(`amount must be the cash counted in ${currency}, a number such as 35.3.`);
  }
  return { ok: true, cash: { dispatchId, day, amount: amount as number, timeZone } };
}

/** POST /desk/cash `{ dispatchId, day, amount, timeZone? }` → 200 `{ settlement, changed }`. */
export function recordCash(deps: DeskCashDeps, call: Call): Promise<CoreAnswer> {
  const { config } = deps;
  const currency = config.currency ?? DEFAULT_CURRENCY;
  const read = readCash(call.body, config.timeZone ?? DEFAULT_TIME_ZONE, currency);
  if (!read.ok) return Promise.resolve(read.answer);
  const { dispatchId, day, amount, timeZone } = read.cash;
  const window = dayWindowIn(day, timeZone);
  if (window === null) {
    return Promise.resolve(refuse(400, 'invalid-request', 'day must be a real date.'));
  }

  return answerInTransaction(deps.store, async (tx) => {
    const callerRecord = await tx.getBackOfficeUser(call.uid);
    const refusal = refuseUnlessManager(
      call.uid,
      callerRecord,
      'Only a manager may record the cash handed in.',
    );
    if (refusal !== null) return refusal;
    const now = config.now();
    if (window.start > now) {
      return refuse(422, 'in-the-future', 'That day has not begun yet.');
    }
    const driver = await tx.getBackOfficeUser(dispatchId);
    // A deactivated driver still hands in the cash of their last day.
    if (driver === null || isManager(parseBackOfficeUser(dispatchId, driver))) {
      return refuse(422, 'not-a-driver', 'Cash is counted for drivers only.');
    }
    const stored = await tx.receiptsOf(dispatchId, window.start, window.end);
    const orders = stored.map(({ id, data }) => summaryOrderOf(parseReceipt(id, data)));
    const summary = summarizeDay(orders, config.notDeliveredStatus);
    const previous = await tx.getSettlement(settlementId(dispatchId, day));
    const { settlement, changed } = recordCount(
      previous,
      { dispatchId, day, timeZone },
      {
        amountMinor: toMinor(amount, currency) as number,
        collectedMinor: collectedMinorIn(summary.cashCollected.totals, currency),
        currency,
        recordedAt: now,
        recordedBy: call.uid,
        recordedByName: callerRecord && parseBackOfficeUser(call.uid, callerRecord).name,
      },
    );
    if (changed) tx.putSettlement(settlement);
    return { status: 200, body: { settlement: { ...settlement }, changed } };
  });
}
