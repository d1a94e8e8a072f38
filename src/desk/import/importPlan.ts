import type { ImportedRow } from '@/domain/intake/importRows';
import type { OrderDraft } from '@/domain/intake/orderDraft';
import { MAX_ORDERS_PER_CALL, orderFieldsFromDraft, type DeskOrder } from '@/domain/intake/wire';

// What "Import n orders" sends (docs/intake.md#import): the good rows only, each key once (a
// call naming a key twice is refused whole), in batches of MAX_ORDERS_PER_CALL, each batch with
// its own Idempotency-Key made once and kept for that batch's retries.

export interface ImportBatch {
  idempotencyKey: string;
  orders: DeskOrder[];
  /** The file's line of each order, by key: the summary names a refused row by its line. */
  lines: ReadonlyMap<string, number>;
}

export type GoodRow = Extract<ImportedRow, { ok: true }>;

/** The good rows, each key's first row only, in the file's order. */
export function rowsToImport(rows: readonly ImportedRow[]): GoodRow[] {
  const seen = new Set<string>();
  const good: GoodRow[] = [];
  for (const row of rows) {
    if (!row.ok || seen.has(row.key)) continue;
    seen.add(row.key);
    good.push(row);
  }
  return good;
}

export function importBatches(rows: readonly GoodRow[], newKey: () => string): ImportBatch[] {
  const batches: ImportBatch[] = [];
  for (let start = 0; start < rows.length; start += MAX_ORDERS_PER_CALL) {
    const slice = rows.slice(start, start + MAX_ORDERS_PER_CALL);
    batches.push({
      idempotencyKey: newKey(),
      orders: slice.map((row) => ({ key: row.key, order: orderFieldsFromDraft(row.draft) })),
      lines: new Map(slice.map((row) => [row.key, row.line])),
    });
  }
  return batches;
}

/** How a row's items are shown in the preview: "2 × Margherita pizza, 1 × Lemonade". */
export function itemsText(draft: Pick<OrderDraft, 'items'>): string {
  return draft.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}
