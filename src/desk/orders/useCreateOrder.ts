import { useState } from 'react';
import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { useDeskServices } from '@/desk/deskServices';
import { deskText } from '@/desk/i18n/texts';
import type { FieldError, OrderDraft } from '@/domain/intake/orderDraft';
import { orderFieldsFromDraft } from '@/domain/intake/wire';
import { randomUuid } from '@/platform';
import { useOnline } from '@/ui/useOnline';

// Sending the "New order" form (docs/intake.md#new-order): one key per form, made when it opens
// and kept until the order is written, so a retry after a failure is the same order. The desk
// never queues blind: offline, it refuses plainly and the form keeps what was typed.

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'created'; number: string; assignedTo: string | null }
  /** The server refused fields: they are shown next to each field. */
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'refused'; message: string };

export function useCreateOrder(): {
  state: SendState;
  send(draft: OrderDraft, assignTo: { uid: string; name: string } | null): Promise<boolean>;
  refuse(message: string): void;
} {
  const { ordersIn } = useDeskServices();
  const online = useOnline();
  const [key, setKey] = useState(() => randomUuid());
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  async function send(draft: OrderDraft, assignTo: { uid: string; name: string } | null) {
    if (!online) {
      setState({ kind: 'refused', message: deskText('newOrder.offline') });
      return false;
    }
    setState({ kind: 'sending' });
    try {
      const [result] = await ordersIn.createOrders(
        {
          source: 'desk',
          assignTo: assignTo?.uid ?? null,
          orders: [{ key, order: orderFieldsFromDraft(draft) }],
        },
        key,
      );
      if (result === undefined) throw new Error('The server did not answer for the order.');
      if (result.result === 'error') {
        setState(
          result.code === 'order-closed'
            ? { kind: 'refused', message: deskText('newOrder.closed') }
            : {
                kind: 'invalid',
                errors: result.errors.map((error) => ({ field: error.field, problem: error.code })),
              },
        );
        return false;
      }
      setState({ kind: 'created', number: result.orderNumber, assignedTo: assignTo?.name ?? null });
      setKey(randomUuid());
      return true;
    } catch (error) {
      setState({ kind: 'refused', message: refusalText(error, assignTo?.name ?? '') });
      return false;
    }
  }

  return { state, send, refuse: (message) => setState({ kind: 'refused', message }) };
}

function refusalText(error: unknown, driverName: string): string {
  const problem = deskBackendProblem(error);
  if (problem.kind === 'offline') return deskText('newOrder.offline');
  if (problem.kind === 'not-allowed') return deskText('newOrder.notManager');
  if (problem.kind === 'refused' && problem.code === 'not-a-driver') {
    return deskText('newOrder.notDriver', { name: driverName });
  }
  return deskText('newOrder.failed', { reason: problemReason(problem) });
}
