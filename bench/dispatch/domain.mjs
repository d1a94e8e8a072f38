// The domain's auto-dispatch (src/domain/dispatch, TypeScript) as an ES module node can import:
// bundled once with rolldown (Vite's bundler) into a temporary folder, the `@/` alias resolved.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function loadDispatchDomain() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-bench-'));
  const file = path.join(dir, 'domain.mjs');
  await build({
    input: path.join(import.meta.dirname, 'entry.ts'),
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    output: { file, format: 'esm' },
    logLevel: 'silent',
  });
  return import(`${pathToFileURL(file).href}?t=${Date.now()}`);
}
