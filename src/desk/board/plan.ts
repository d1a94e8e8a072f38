import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { MAX_ASSIGN_RECEIPTS } from '@/domain/deskAssign';
import { isDelivered } from '@/domain/orders';
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
  /**
   * The driver every receipt is expected to have, when the caller knows better than the
   * board now shows: auto-assign's plan was made on unassigned orders, so an order another
   * manager took since is refused by the server (and reported), never taken from them.
   */
  expectedFrom?: string | null,
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
      expected: Object.fromEntries(
        cards.map((card) => [
          card.receipt.id,
          expectedFrom === undefined ? card.dispatchId : expectedFrom,
        ]),
      ),
      numbers: Object.fromEntries(cards.map((card) => [card.receipt.id, card.receipt.orderNumber])),
      versions: Object.fromEntries(
        cards.map((card) => [card.receipt.id, card.receipt.updateTimestamp]),
      ),
    });
  }
  return actions;
}

/**
 * Why a call failed, in the desk's terms, read by the one classifier (desk/backendProblem.ts).
 * The contract's code for a target that is not an active driver is `not-a-driver` (422,
 * docs/backend-contract.md#desk-assign).
 */
export function refusalOf(error: unknown, to: string | null): Refusal {
  const problem = deskBackendProblem(error);
  switch (problem.kind) {
    case 'offline':
      return { kind: 'offline' };
    case 'signed-out':
      return { kind: 'signed-out' };
    case 'not-allowed':
      return problem.code === 'not-a-driver' ? { kind: 'not-driver', to } : { kind: 'not-manager' };
    case 'refused':
      if (problem.code === 'not-a-driver' || problem.status === 422)
        return { kind: 'not-driver', to };
      return { kind: 'failed', reason: problem.message };
    default:
      return { kind: 'failed', reason: problemReason(problem) };
  }
}
