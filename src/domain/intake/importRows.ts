import type { FieldError, OrderDraft } from './orderDraft';
import { readOrderDraft } from './readOrderDraft';

// The rows of an imported spreadsheet (docs/intake.md#import) as orders: each row one order,
// its columns found by their heading (English or Portuguese, any case), each bad row named by
// its line and field (the desk shows "Line 4: Total is not a number"). The file's text is split into rows
// before this (Papa Parse, in the desk); this part is pure.

/** The columns, each with the headings that name it. The template's headings come first. */
export const IMPORT_COLUMNS = {
  reference: ['Reference', 'Referência', 'Ref', 'Order', 'Encomenda', 'External id'],
  customerName: ['Customer name', 'Customer', 'Nome do cliente', 'Cliente', 'Name', 'Nome'],
  phone: ['Phone', 'Telefone', 'Telemóvel', 'Mobile'],
  address: ['Address', 'Morada', 'Endereço'],
  notes: ['Notes', 'Notas', 'Observações'],
  items: ['Items', 'Artigos', 'Produtos'],
  total: ['Total', 'Amount', 'Valor'],
  payment: ['Payment', 'Pagamento'],
  dueAt: ['Due', 'Hora', 'Due time', 'Entrega'],
  lat: ['Latitude', 'Lat'],
  lng: ['Longitude', 'Lng', 'Lon'],
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The template's header row and one example row ("Download template"). */
export const IMPORT_TEMPLATE: readonly (readonly string[])[] = [
  (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).map((column) => IMPORT_COLUMNS[column][0]),
  [
    'SHOP-1001',
    'Inês Carvalho',
    '+351 912 480 113',
    'Rua da Prata 42, 1100-414 Lisboa',
    'Ring the bell twice',
    '2 x Margherita pizza; 1 x Lemonade',
    '21,50',
    'Cash',
    '12:30',
    '38.7105',
    '-9.1368',
  ],
];

const normal = (heading: string) =>
  heading
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Which column each heading is (null: not one of ours, ignored). */
export function readHeader(header: readonly string[]): (ImportColumn | null)[] {
  return header.map((heading) => {
    const wanted = normal(heading);
    const found = (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).find((column) =>
      IMPORT_COLUMNS[column].some((name) => normal(name) === wanted),
    );
    return found ?? null;
  });
}

/** "2 x Margherita pizza; 1x Lemonade; Fries" → lines (a line without a count is one). */
export function readItemsCell(cell: string): { name: string; quantity: string }[] {
  return cell
    .split(/[;\n|]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\S+)\s*[x×]\s+(.+)$/i.exec(part) ?? /^(\d+)\s+(.+)$/.exec(part);
      return match ? { quantity: match[1], name: match[2] } : { quantity: '1', name: part };
    });
}

/** "12:30" today (from `dayStart`, local midnight), or the text itself (ISO, read later). */
function readDueCell(cell: string, dayStart: number): string | number | null {
  const text = cell.trim();
  if (text === '') return null;
  const time = /^(\d{1,2})[:h.](\d{2})$/.exec(text);
  if (!time) return text;
  const [hours, minutes] = [Number(time[1]), Number(time[2])];
  if (hours > 23 || minutes > 59) return 'not a time';
  const due = new Date(dayStart);
  due.setHours(hours, minutes, 0, 0);
  return due.getTime();
}

/** A coordinate with either decimal mark ("38,7105"). */
const coordinate = (cell: string | undefined) =>
  cell === undefined || cell.trim() === '' ? null : Number(cell.trim().replace(',', '.'));

/** FNV-1a over the row's cells: the idempotency key of a row without a reference. */
export function rowKey(cells: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of cells.map((cell) => cell.trim()).join('\u001f')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `row-${hash.toString(16).padStart(8, '0')}`;
}

export type ImportedRow =
  | { line: number; key: string; ok: true; draft: OrderDraft }
  | { line: number; key: string; ok: false; errors: FieldError[] };

export interface ImportOptions {
  currency: string;
  /** Local midnight of the day the orders are for: "12:30" is that day's. */
  dayStart: number;
}

/**
 * One spreadsheet row as an order. `line` is the row's line in the file (the header is line 1),
 * which every error names.
 */
export function readImportRow(
  columns: readonly (ImportColumn | null)[],
  cells: readonly string[],
  line: number,
  options: ImportOptions,
): ImportedRow {
  const cell = (column: ImportColumn): string | undefined => {
    const index = columns.indexOf(column);
    return index === -1 ? undefined : cells[index];
  };
  const lat = coordinate(cell('lat'));
  const lng = coordinate(cell('lng'));
  const input = {
    reference: cell('reference'),
    customerName: cell('customerName'),
    phone: cell('phone'),
    address: cell('address'),
    notes: cell('notes'),
    items: readItemsCell(cell('items') ?? ''),
    total: cell('total'),
    payment: cell('payment'),
    dueAt: readDueCell(cell('dueAt') ?? '', options.dayStart),
    location: lat === null && lng === null ? null : { lat, lng },
  };
  const result = readOrderDraft(input, { currency: options.currency, totalMayBeGiven: true });
  const key = result.ok && result.draft.reference !== null ? result.draft.reference : rowKey(cells);
  if (result.ok) return { line, key, ok: true, draft: result.draft };
  // The field errors as codes: the desk words them in the reader's language with their line.
  return { line, key, ok: false, errors: result.errors };
}
