import { addMinor, type Minor } from '../money';
import type { OrderItemDraft } from './orderDraft';

// The order's total from its items, in minor units so that it adds up exactly (money.ts).

/** One line's amount: quantity × unit price; null when the line has no price. */
export function lineTotalMinor(item: OrderItemDraft): Minor | null {
  return item.unitPriceMinor === null ? null : item.quantity * item.unitPriceMinor;
}

/** The sum of the lines; null when any line has no price (the total must then be given). */
export function itemsTotalMinor(items: readonly OrderItemDraft[]): Minor | null {
  const lines = items.map(lineTotalMinor);
  if (lines.some((line) => line === null)) return null;
  return addMinor(...(lines as Minor[]));
}
