import { deskEn } from '@/desk/i18n/en';
import { deskText, type DeskKey } from '@/desk/i18n/texts';
import { fieldName } from '@/domain/intake/fieldErrors';
import {
  DRAFT_LIMITS,
  type DraftResult,
  type FieldError,
  type PaymentChoice,
} from '@/domain/intake/orderDraft';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import { itemsTotalMinor } from '@/domain/intake/totals';
import { parseAmount, type Minor } from '@/domain/money';
import type { GeoPoint } from '@/domain/read';

// The "New order" form's values and what they mean (docs/intake.md#new-order): the typed texts
// go to the one reader of an incoming order (readOrderDraft), so the form refuses what the
// server would; each field error is worded from the desk's catalogues by its code.

export interface ItemLine {
  /** The line's own id (React's key), kept when lines above it are removed. */
  id: string;
  name: string;
  quantity: string;
  unitPrice: string;
}

export interface OrderFormValues {
  customerName: string;
  phone: string;
  address: string;
  /** The chosen Places suggestion's position; null when the address was typed (or retyped). */
  location: GeoPoint | null;
  notes: string;
  items: ItemLine[];
  payment: PaymentChoice | '';
  /** "14:30" (an input of type time), or empty. */
  due: string;
  /** A driver's uid, or '' for Unassigned. */
  assignTo: string;
}

export function emptyItem(id: string): ItemLine {
  return { id, name: '', quantity: '1', unitPrice: '' };
}

export function emptyForm(firstItemId: string): OrderFormValues {
  return {
    customerName: '',
    phone: '',
    address: '',
    location: null,
    notes: '',
    items: [emptyItem(firstItemId)],
    payment: '',
    due: '',
    assignTo: '',
  };
}

/** "14:30" on the local day of `now`, in epoch ms; null when empty or not a time. */
export function dueAtToday(time: string, now: number): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const day = new Date(now);
  day.setHours(hours, minutes, 0, 0);
  return day.getTime();
}

/**
 * The form read as the server will read it (every unit price required), in the business's
 * currency (the desk's services' `currency`, VITE_CURRENCY).
 */
export function readOrderForm(values: OrderFormValues, now: number, currency: string): DraftResult {
  const due = values.due.trim();
  return readOrderDraft(
    {
      customerName: values.customerName,
      phone: values.phone,
      address: values.address,
      location: values.location,
      notes: values.notes,
      items: values.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
      payment: values.payment,
      // A time the browser could not read stays text, so the reader says "Due is not a time".
      dueAt: due === '' ? null : (dueAtToday(due, now) ?? due),
    },
    { currency },
  );
}

/** The items' total as typed so far; null while a line's quantity or price is not a number. */
export function liveTotalMinor(items: readonly ItemLine[], currency: string): Minor | null {
  const lines = items.map((item) => {
    const quantity = Number(item.quantity.trim());
    const price = parseAmount(item.unitPrice, currency);
    return Number.isSafeInteger(quantity) && quantity > 0 && item.quantity.trim() !== ''
      ? { name: item.name, quantity, unitPriceMinor: price }
      : null;
  });
  if (lines.length === 0 || lines.some((line) => line === null)) return null;
  return itemsTotalMinor(lines as NonNullable<(typeof lines)[number]>[]);
}

/** The first error of each field, by its path (`address`, `items.0.quantity`). */
export function errorsByField(errors: readonly FieldError[]): ReadonlyMap<string, FieldError> {
  const byField = new Map<string, FieldError>();
  for (const error of errors) if (!byField.has(error.field)) byField.set(error.field, error);
  return byField;
}

/** A field error in the language shown; the English is fieldErrors.ts's, word for word. */
export function fieldErrorText(error: FieldError): string {
  const name = fieldName(error.field);
  const fieldKey = `fields.${name}` as DeskKey;
  const field = deskText(fieldKey);
  switch (error.problem) {
    case 'required': {
      return name in deskEn.fieldErrors.enter
        ? deskText(`fieldErrors.enter.${name}` as DeskKey)
        : deskText('fieldErrors.required', { field: field.toLowerCase() });
    }
    case 'too-long':
      return deskText('fieldErrors.tooLong', { field });
    case 'not-a-number':
      return deskText('fieldErrors.notANumber', { field });
    case 'not-whole':
      return deskText('fieldErrors.notWhole', { field });
    case 'out-of-range':
      return name === 'quantity'
        ? deskText('fieldErrors.quantityRange', { max: DRAFT_LIMITS.maxQuantity })
        : deskText('fieldErrors.outOfRange', { field });
    case 'unknown-choice':
      return deskText('fieldErrors.unknownChoice', { field });
    case 'not-a-time':
      return deskText('fieldErrors.notATime', { field });
    case 'too-many':
      return deskText('fieldErrors.tooMany', { max: DRAFT_LIMITS.maxItems });
  }
}
