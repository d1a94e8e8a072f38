import type { Minor } from '@/domain/money';
import type { Receipt } from '@/domain/receipt';

// The cash the driver collects on delivery, from the receipt's payment derivation
// (domain/payment.ts: cash, card, paid or unknown). Only a cash order with a positive amount
// asks for "Cash received".

export interface CashDue {
  amount: Minor;
  currency: string | null;
}

export function cashDue(receipt: Pick<Receipt, 'paymentDue'>): CashDue | null {
  const due = receipt.paymentDue;
  if (due.kind !== 'cash' || due.amount === null || due.amount.minor <= 0) return null;
  return { amount: due.amount.minor, currency: due.amount.currency };
}
