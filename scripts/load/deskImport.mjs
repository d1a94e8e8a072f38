// The desk's "Import orders" with a file of `rows` rows, through the desk's own code: the file is
// written and read as the desk's (readCsv.ts, previewImport.ts), planned in batches of 100 with a
// key each (importPlan.ts), and sent one batch after another as useImportOrders.ts does, each
// batch retried with its own key until it is answered. The desk's modules are TypeScript with the
// app's `@/` paths, so they are bundled for Node first (rolldown, as build-functions.mjs does).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const root = path.resolve(import.meta.dirname, '../..');

/** The desk's import modules, bundled for Node and loaded. */
async function loadDeskImport() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-load-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `export { previewImport } from '${root}/src/desk/import/previewImport.ts';`,
        `export { rowsToImport, importBatches } from '${root}/src/desk/import/importPlan.ts';`,
        `export { writeCsv } from '${root}/src/desk/import/readCsv.ts';`,
        `export { IMPORT_TEMPLATE } from '${root}/src/domain/intake/importRows.ts';`,
      ].join('\n'),
    );
    const bundle = await rolldown({
      input: entry,
      platform: 'node',
      resolve: { alias: { '@': `${root}/src` } },
      logLevel: 'silent',
    });
    const file = path.join(dir, 'deskImport.mjs');
    await bundle.write({ file, format: 'esm' });
    await bundle.close();
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Today's midnight, the day the file's "12:30" belongs to. */
const dayStart = () => new Date(new Date().setHours(0, 0, 0, 0)).getTime();

/**
 * Imports `rows` rows as `manager`; each batch's answer goes to `ledger.intakeAnswer`. Resolves
 * with the batches' count.
 */
export async function importFile({ client, manager, rows, ledger, runId }) {
  const desk = await loadDeskImport();
  const [header, example] = desk.IMPORT_TEMPLATE;
  const lines = Array.from({ length: rows }, (_, i) => {
    const row = [...example];
    row[0] = `IMPORT-${runId}-${i + 1}`;
    row[1] = `Customer ${i + 1}`;
    return row;
  });
  const preview = desk.previewImport(desk.writeCsv([header, ...lines]), {
    currency: 'EUR',
    dayStart: dayStart(),
  });
  const batches = desk.importBatches(desk.rowsToImport(preview.rows), () => crypto.randomUUID());
  if (batches.flatMap((batch) => batch.orders).length !== rows) {
    throw new Error(`the desk's preview kept ${batches.length} batches, not all ${rows} rows`);
  }
  for (const batch of batches) {
    const reply = await client.postUntilFinal(
      'desk/orders (import of 100)',
      '/desk/orders',
      { source: 'import', assignTo: null, orders: batch.orders },
      { auth: manager.idToken, headers: { 'Idempotency-Key': batch.idempotencyKey } },
    );
    for (const result of reply.body?.results ?? []) {
      ledger.intakeAnswer('import', result.key, result);
    }
  }
  return batches.length;
}
