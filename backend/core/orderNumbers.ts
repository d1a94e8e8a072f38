import { StoreContention, type BackendStore, type StoreTransaction } from './store';

// Order numbers come from one counter document (`${prefix}counters/orderNumber`), which every
// new order needs. Firestore sustains about one write a second on a single document, and its
// server SDKs lock what a transaction reads until it commits: a call of 100 orders that read the
// counter in its own transaction would hold the counter for all its reads and writes, and every
// other call would queue behind it. So a call takes its numbers first, as a block, in a short
// transaction of their own (the call's receipts are read to count the new ones, the counter last,
// so it is held for one read and the commit), and then writes its orders with them. Two blocks
// never overlap, so two orders never share a number; a number taken but not used (another call
// created the same order in between) is a gap, which nothing reads as an error.

/** The counter behind order numbers; absent, numbers start at FIRST_ORDER_NUMBER. */
export const ORDER_NUMBER_COUNTER = 'orderNumber';
export const FIRST_ORDER_NUMBER = 5001;

/** The numbers `first` … `first + count - 1`, taken for one call. */
export interface OrderNumberBlock {
  first: number;
  count: number;
}

export const NO_NUMBERS: OrderNumberBlock = { first: 0, count: 0 };

/** Thrown inside the orders' transaction when it creates more orders than its block holds. */
export class OrderNumbersShort extends Error {
  constructor() {
    super('More new orders than order numbers taken for them.');
    this.name = 'OrderNumbersShort';
  }
}

/** The number of the `index`-th order the call creates (from 0), or OrderNumbersShort. */
export function numberAt(block: OrderNumberBlock, index: number): string {
  if (index >= block.count) throw new OrderNumbersShort();
  return String(block.first + index);
}

/**
 * Takes a block for the receipts of `receiptIds` that do not exist yet, in one transaction;
 * none when `allowed` says the caller may not write orders (its refusal comes later, with the
 * orders' own transaction), so a refused call never uses up numbers.
 */
export function reserveOrderNumbers(
  store: BackendStore,
  receiptIds: readonly string[],
  allowed: (tx: StoreTransaction) => Promise<boolean> = async () => true,
): Promise<OrderNumberBlock> {
  return store.transaction(async (tx) => {
    if (!(await allowed(tx))) return NO_NUMBERS;
    const existing = await Promise.all(receiptIds.map((id) => tx.getReceipt(id)));
    const count = existing.filter((receipt) => receipt === null).length;
    if (count === 0) return NO_NUMBERS;
    const last = (await tx.getCounter(ORDER_NUMBER_COUNTER)) ?? FIRST_ORDER_NUMBER - 1;
    tx.putCounter(ORDER_NUMBER_COUNTER, last + count);
    return { first: last + 1, count };
  });
}

/** How many times a call takes a block again when its orders outgrew it (receipts removed). */
const BLOCK_ATTEMPTS = 3;

/**
 * Runs `write` (the call's orders' transaction) with a block of numbers taken first; when the
 * block was short (a receipt counted as existing was gone by then), takes another and runs it
 * again. Still short after that: StoreContention (503 `busy`, retried by the caller).
 */
export async function withOrderNumbers<T>(
  store: BackendStore,
  receiptIds: readonly string[],
  write: (block: OrderNumberBlock) => Promise<T>,
  allowed?: (tx: StoreTransaction) => Promise<boolean>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const block = await reserveOrderNumbers(store, receiptIds, allowed);
    try {
      return await write(block);
    } catch (error) {
      if (!(error instanceof OrderNumbersShort)) throw error;
      if (attempt >= BLOCK_ATTEMPTS) throw new StoreContention(undefined, { cause: error });
    }
  }
}
