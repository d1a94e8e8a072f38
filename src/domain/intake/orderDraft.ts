import { type Minor } from '../money';
import { type GeoPoint } from '../read';

// An order as the back office brings it in (docs/intake.md): typed on the desk's "New order"
// form, read from a row of an imported spreadsheet, or posted by the shop's systems to
// `POST /orders/intake`. All three become the same draft, checked by one reader
// (readOrderDraft.ts), and the same SALE receipt (toReceipt.ts), in the shape the driver app
// already reads (domain/receipt.ts).

/** How the customer pays: cash to collect, a card at the door, or already paid. */
export const PAYMENT_CHOICES = ['cash', 'card', 'paid'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export interface OrderItemDraft {
  name: string;
  /** A whole number, 1 to MAX_QUANTITY. */
  quantity: number;
  /** The price of one, in minor units; null where only the order's total is known (a file). */
  unitPriceMinor: Minor | null;
}

export interface OrderDraft {
  customerName: string;
  phone: string | null;
  address: string;
  notes: string | null;
  items: OrderItemDraft[];
  payment: PaymentChoice;
  /** What the customer pays, in minor units: the items' sum, or the total a file gave. */
  totalMinor: Minor;
  currency: string;
  /** The promised time at the customer (epoch ms), when there is one. */
  dueAt: number | null;
  /** The map position (Places autocomplete, a file's coordinates); null: none known. */
  location: GeoPoint | null;
  /** The caller's own id of the order (an API's externalId, a file's Reference), if any. */
  reference: string | null;
}

/** The limits every way in shares (the API's 400s, the form's and the file's messages). */
export const DRAFT_LIMITS = {
  customerName: 120,
  phone: 40,
  address: 300,
  notes: 1000,
  itemName: 120,
  reference: 100,
  maxItems: 100,
  maxQuantity: 999,
  /** €100,000 in cents: anything above is a typing slip, not a take-away. */
  maxAmountMinor: 10_000_000,
} as const;

/** What is wrong with one field, as a code each way in words itself (fieldErrors.ts: English). */
export type FieldProblem =
  | 'required'
  | 'too-long'
  | 'not-a-number'
  | 'not-whole'
  | 'out-of-range'
  | 'unknown-choice'
  | 'not-a-time'
  | 'too-many';

export interface FieldError {
  /** The field's path: `address`, `items`, `items.2.quantity`. */
  field: string;
  problem: FieldProblem;
}

export type DraftResult = { ok: true; draft: OrderDraft } | { ok: false; errors: FieldError[] };
