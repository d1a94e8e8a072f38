// Node runs the project's scripts as plain JavaScript; some need code of src/ (TypeScript, with
// the `@/` and `@backend/` aliases): the emulators' seed (src/demo/server/emulatorSeed.ts), the
// bench's auto-dispatch (src/domain/dispatch). This bundles such an entry with rolldown (Vite's
// bundler, as scripts/build-functions.mjs does) into a temporary file and imports it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@backend': path.join(ROOT, 'backend'), '@': path.join(ROOT, 'src') };

/** The module `entry` (a path to a .ts file), bundled for node and imported. */
export async function importTypeScript(entry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-ts-'));
  const file = path.join(dir, 'module.mjs');
  const bundle = await rolldown({
    input: path.resolve(entry),
    platform: 'node',
    resolve: { alias: ALIASES },
    logLevel: 'warn',
  });
  try {
    await bundle.write({ file, format: 'esm' });
    return await import(pathToFileURL(file).href);
  } finally {
    await bundle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
