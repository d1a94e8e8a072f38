// Builds the floor (bench/floor/: a bare React 19 + Router 7 sign-in page) with Vite into a
// temporary directory, with the app's logo beside it. Nothing of it is committed but its source.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds the floor; resolves to the directory it was written to. */
export async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'dispatch-bench-floor-'));
  await build({
    root: resolve('bench/floor'),
    configFile: false,
    publicDir: resolve('public'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
