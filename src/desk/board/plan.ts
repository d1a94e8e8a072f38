import { MAX_ASSIGN_RECEIPTS } from '@/domain/deskAssign';
import { isDelivered } from '@/domain/orders';
import { DispatchApiError } from '@/services/ports';
import type { AssignAction, Refusal } from './assignments';
import type { BoardCard } from './board';

// What one tap asks of the server (docs/desk.md#assigning): the open orders among those chosen
// that are not already where they are going, in the order given (a run keeps its order), in
// calls of at most MAX_ASSIGN_RECEIPTS (the contract's limit), each with its own
// Idempotency-Key. And what a failed call means, in the desk's words.

export function planAssignment(
  cardsById: ReadonlyMap<string, BoardCard>,
  receiptIds: readonly string[],
  to: string | null,
  newId: () => string,
): AssignAction[] {
  const moving = [...new Set(receiptIds)]
    .map((id) => cardsById.get(id))
    .filter(
      (card): card is BoardCard =>
        card !== undefined && !isDelivered(card.receipt) && card.dispatchId !== to,
    );
  const actions: AssignAction[] = [];
  for (let start = 0; start < moving.length; start += MAX_ASSIGN_RECEIPTS) {
    const cards = moving.slice(start, start + MAX_ASSIGN_RECEIPTS);
    actions.push({
      id: newId(),
      receiptIds: cards.map((card) => card.receipt.id),
      to,
      expected: Object.fromEntries(cards.map((card) => [card.receipt.id, card.dispatchId])),
      numbers: Object.fromEntries(cards.map((card) => [card.receipt.id, card.receipt.orderNumber])),
      versions: Object.fromEntries(
        cards.map((card) => [card.receipt.id, card.receipt.updateTimestamp]),
      ),
    });
  }
  return actions;
}

/** The contract's refusal codes the desk tells apart (docs/backend-contract.md#desk-assign). */
const NOT_A_DRIVER_CODES = new Set(['not-a-driver', 'not-an-active-driver', 'target-not-driver']);

/** Why a call failed, in the desk's terms. */
export function refusalOf(error: unknown, to: string | null): Refusal {
  if (!(error instanceof DispatchApiError)) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  if (error.kind === 'offline') return { kind: 'offline' };
  if (error.kind === 'unauthorized') return { kind: 'signed-out' };
  if (error.code !== null && NOT_A_DRIVER_CODES.has(error.code)) return { kind: 'not-driver', to };
  if (error.status === 403) return { kind: 'not-manager' };
  if (error.status === 422) return { kind: 'not-driver', to };
  return { kind: 'failed', reason: error.message };
}
