import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { readEpochMillis } from '@/domain/read';
import { isDeactivated, isManager } from '@/domain/roles';
import { SHIFT_RECORD_LIFE_MS } from '@/domain/shift/driverShift';
import type { DeactivatedDriver } from '@/domain/team/wire';
import { answerOrBusy, refuse, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { refuseUnlessManager } from './deskRoles';
import {
  accountsUnavailable,
  checkManager,
  NOT_A_MANAGER,
  unknownDriver,
  type DeskTeamDeps,
} from './deskTeam';
import { isDocumentId } from './documentId';
import type { Call } from './httpTypes';
import { dispatcherOf, isClosedOrder, nextUpdateTimestamp } from './receiptWrite';
import type { ReceiptData, StoreTransaction } from './store';
import { endLinksOfOthers } from './tracking';

// The desk's "Deactivate" (docs/backend-contract.md#drivers): POST /desk/drivers/{uid}/deactivate.
// Managers only; the driver can no longer sign in (their sessions end at the next check), their
// back-office record says `active: false` (with when and by whom), their shift ends (its position
// deleted), and their open orders go back to Unassigned, each one's tracking links ended.
//
// The order, so that any failure is mended by calling again (a second call is harmless): check
// the caller and the driver; disable the account; then one transaction that marks the record,
// ends the shift, lists the driver's open orders and gives back the first batch of them; then the
// rest in batches, each order read again (still theirs, still open) in its own transaction.
// Once the record is marked, no order can be given to the driver any more (422 `not-a-driver`),
// so the list made with it is complete.

export type DeskDeactivateDeps = DeskTeamDeps & {
  config: Pick<CoreConfig, 'now' | 'notDeliveredStatus'>;
};

/** At most this many orders a transaction: with their tracking links, within 500 writes. */
export const UNASSIGN_BATCH = 200;
/** Open orders of the driver updated this far back are given back (the driver app's index). */
export const DEACTIVATE_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;

/** The end of "every order since": a version no receipt reaches. */
const LATEST = Number.MAX_SAFE_INTEGER;

/** An order the driver still has to deliver: not delivered, not closed, not "not delivered". */
function isOpenOrder(receipt: ReceiptData, notDeliveredStatus: string): boolean {
  return !isClosedOrder(receipt) && receipt.status !== notDeliveredStatus;
}

/** Gives back the orders of `ids` that are still `driverUid`'s and open; their ids. */
async function unassignIn(
  tx: StoreTransaction,
  ids: readonly string[],
  context: { driverUid: string; caller: string; now: number; notDeliveredStatus: string },
): Promise<string[]> {
  const receipts = await Promise.all(ids.map((id) => tx.getReceipt(id)));
  const taking = ids.filter((_, i) => {
    const receipt = receipts[i];
    return (
      receipt !== null &&
      dispatcherOf(receipt) === context.driverUid &&
      isOpenOrder(receipt, context.notDeliveredStatus)
    );
  });
  const links = await Promise.all(taking.map((id) => tx.trackingLinksOf(id)));
  // Every read is done: the writes.
  for (const id of taking) {
    const receipt = receipts[ids.indexOf(id)] as ReceiptData;
    tx.updateReceipt(
      id,
      {
        dispatchId: null,
        assignedAt: context.now,
        assignedBy: context.caller,
        updateTimestamp: nextUpdateTimestamp(receipt, context.now),
      },
      [],
    );
  }
  for (const orderLinks of links) endLinksOfOthers(tx, orderLinks, null, context.now);
  return taking;
}

/**
 * POST /desk/drivers/{uid}/deactivate → 200 `{ uid, deactivatedAt, alreadyDeactivated,
 * unassigned }`.
 */
export function deactivateDriver(deps: DeskDeactivateDeps, call: Call): Promise<CoreAnswer> {
  return answerOrBusy(async () => {
    const { accounts, store, config } = deps;
    if (accounts === undefined) return accountsUnavailable();
    const caller = call.uid;
    const driverUid = call.pathId ?? '';
    const notAManager = await checkManager(store, caller);
    if (notAManager !== null) return notAManager;
    const target = isDocumentId(driverUid)
      ? await store.transaction((tx) => tx.getBackOfficeUser(driverUid))
      : null;
    if (target === null) return unknownDriver();
    if (isManager(parseBackOfficeUser(driverUid, target))) {
      return refuse(422, 'is-a-manager', 'A manager cannot be deactivated here.');
    }

    await accounts.disableUser(driverUid);

    const now = config.now();
    const context = { driverUid, caller, now, notDeliveredStatus: config.notDeliveredStatus };
    const first = await store.transaction(async (tx) => {
      const refusal = refuseUnlessManager(
        caller,
        await tx.getBackOfficeUser(caller),
        NOT_A_MANAGER,
      );
      const record = await tx.getBackOfficeUser(driverUid);
      if (refusal !== null || record === null) {
        return { ok: false as const, answer: refusal ?? unknownDriver() };
      }
      const shift = await tx.getDriverShift(driverUid);
      const orders = await tx.receiptsOf(driverUid, now - DEACTIVATE_LOOKBACK_MS, LATEST);
      const open = orders.filter(({ data }) => isOpenOrder(data, config.notDeliveredStatus));
      const ids = open.map(({ id }) => id);
      const unassigned = await unassignIn(tx, ids.slice(0, UNASSIGN_BATCH), context);
      const already = isDeactivated(parseBackOfficeUser(driverUid, record));
      const deactivatedAt = (already ? readEpochMillis(record.deactivatedAt) : null) ?? now;
      if (!already) {
        tx.putBackOfficeUser(driverUid, {
          ...record,
          active: false,
          deactivatedAt,
          deactivatedBy: caller,
        });
      }
      if (shift !== null && (shift.onShift || shift.position !== null)) {
        const ended = { onShift: false, shiftStartedAt: null, position: null, run: null };
        tx.putDriverShift({
          ...shift,
          ...ended,
          updatedAt: now,
          expireAt: now + SHIFT_RECORD_LIFE_MS,
        });
      }
      return {
        ok: true as const,
        already,
        deactivatedAt,
        unassigned,
        rest: ids.slice(UNASSIGN_BATCH),
      };
    });
    if (!first.ok) return first.answer;

    const unassigned = [...first.unassigned];
    for (let i = 0; i < first.rest.length; i += UNASSIGN_BATCH) {
      const batch = first.rest.slice(i, i + UNASSIGN_BATCH);
      unassigned.push(...(await store.transaction((tx) => unassignIn(tx, batch, context))));
    }
    const answer: DeactivatedDriver = {
      uid: driverUid,
      deactivatedAt: first.deactivatedAt,
      alreadyDeactivated: first.already,
      unassigned,
    };
    return { status: 200, body: { ...answer } };
  });
}
