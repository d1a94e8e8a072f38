// Types for checks.mjs, as far as the unit tests use it.
import type { DrainReturn } from './drain.mjs';

export function checkDrain(returns: DrainReturn[], problems: string[]): void;

export interface PoisonAtTheEnd {
  orderId: string;
  orderNumber: string;
  othersDrained: boolean;
  entries: { receiptId: string }[];
  listed: { order: string; retry: boolean; discard: boolean }[];
  appliedWhilePoisoned: number;
}

export function checkPoison(
  input: { poison: PoisonAtTheEnd; taps: { orderId: string; undone: boolean }[] },
  problems: string[],
): void;
