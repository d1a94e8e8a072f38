import { toMajor } from '../money';
import { RECEIPT_TYPE_SALE } from '../orders';
import { DEFAULT_DELIVERY_STATUSES } from '../status';
import type { OrderDraft, PaymentChoice } from './orderDraft';

// The SALE receipt an incoming order becomes, in the field names the driver app reads
// (domain/receipt.ts, domain/payment.ts) and the demo's seed writes: a receipt written here
// shows on the driver's phone with its customer, address, items, payment and due time.

/** Where an order came in: the desk's form, a file, the intake API. */
export type OrderSource = 'desk' | 'import' | 'api';

export interface ReceiptStamp {
  /** The next order number (the backend keeps the counter). */
  orderNumber: string;
  /** Server time: `createdAt` and the first `updateTimestamp` (today's feeds see it). */
  now: number;
  source: OrderSource;
  /** Who brought it in: a manager's uid, or the API key's id. */
  createdBy: string;
  /** The driver it goes to at once, or null: Unassigned. */
  dispatchId: string | null;
  /** The first status of an order (the configured list's first: "Pending"). */
  status?: string;
}

/** The payment fields each choice writes, as the driver app reads them (payment.ts). */
function paymentFields(choice: PaymentChoice): Record<string, unknown> {
  switch (choice) {
    case 'cash':
      return { paymentMethod: 'Cash' };
    case 'card':
      return { payment: { method: 'card', status: 'pending' } };
    case 'paid':
      return { paymentMethod: 'Paid online', paymentStatus: 'PAID' };
  }
}

export function receiptFromDraft(draft: OrderDraft, stamp: ReceiptStamp): Record<string, unknown> {
  const major = (minor: number) => toMajor(minor, draft.currency);
  return {
    receipt_type: RECEIPT_TYPE_SALE,
    orderNumber: stamp.orderNumber,
    dispatchId: stamp.dispatchId,
    status: stamp.status ?? DEFAULT_DELIVERY_STATUSES[0],
    updateTimestamp: stamp.now,
    createdAt: stamp.now,
    ...(stamp.dispatchId === null ? {} : { assignedAt: stamp.now, assignedBy: stamp.createdBy }),
    customer: { name: draft.customerName, phone: draft.phone },
    deliveryAddress: {
      address: draft.address,
      ...(draft.location === null ? {} : { lat: draft.location.lat, lng: draft.location.lng }),
    },
    items: draft.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      ...(item.unitPriceMinor === null ? {} : { price: major(item.unitPriceMinor) }),
    })),
    total: major(draft.totalMinor),
    currency: draft.currency,
    ...paymentFields(draft.payment),
    notes: draft.notes,
    dueAt: draft.dueAt,
    source: stamp.source,
    createdBy: stamp.createdBy,
    externalId: draft.reference,
  };
}
