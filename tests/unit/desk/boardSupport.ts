import { parseBackOfficeUser, type BackOfficeUser } from '@/domain/backOfficeUser';
import { parseReceipt, type Receipt } from '@/domain/receipt';

// Receipts and people for the desk's board tests.

export const NOW = new Date(2026, 3, 1, 13, 0).getTime();
export const MINUTE = 60_000;

export function order(id: string, fields: Record<string, unknown> = {}): Receipt {
  return parseReceipt(id, {
    receipt_type: 'SALE',
    status: 'Pending',
    orderNumber: id.replace(/\D/g, '') || id,
    updateTimestamp: NOW - 10 * MINUTE,
    createdAt: NOW - 30 * MINUTE,
    ...fields,
  });
}

export function person(uid: string, fields: Record<string, unknown> = {}): BackOfficeUser {
  return parseBackOfficeUser(uid, { name: uid, role: 'dispatcher', ...fields });
}

export const ANA = person('ana', { name: 'Ana Ribeiro' });
export const TIAGO = person('tiago', { name: 'Tiago Costa', role: 'courier' });
export const RUI = person('rui', { name: 'Rui Lopes' });
export const MARTA = person('marta', { name: 'Marta Silva', role: 'manager' });
export const TEAM = [TIAGO, MARTA, RUI, ANA];

/**
 * `receipts`, each one that says what one of `previous` says (id, status, driver, due time, type)
 * given as that object: the feeds keep a receipt that did not change.
 */
export function keptAsFeedsKeep(previous: readonly Receipt[], receipts: readonly Receipt[]) {
  return receipts.map(
    (r) =>
      previous.find(
        (p) =>
          p.id === r.id &&
          p.status === r.status &&
          p.dispatchId === r.dispatchId &&
          p.dueAt === r.dueAt &&
          p.receiptType === r.receiptType,
      ) ?? r,
  );
}
