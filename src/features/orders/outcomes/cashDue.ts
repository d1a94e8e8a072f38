import { toMinor, type Minor } from '../../../domain/money';
import type { Receipt } from '../../../domain/receipt';

// The cash the driver collects on delivery. A minimal reading of the receipt, behind this one
// function, until the receipt's payment derivation (domain/receipt.ts: cash, card or paid)
// replaces it: a payment method that says "cash" (and not "paid") with a total.

export interface CashDue {
  amount: Minor;
  currency: string | null;
}

export function cashDue(
  receipt: Pick<Receipt, 'paymentMethod' | 'totals' | 'currency'>,
): CashDue | null {
  const method = receipt.paymentMethod?.toLowerCase() ?? '';
  if (!method.includes('cash') || method.includes('paid')) return null;
  const amount = toMinor(receipt.totals.total, receipt.currency);
  if (amount === null || amount <= 0) return null;
  return { amount, currency: receipt.currency };
}
