#!/usr/bin/env node
// `npm run build:functions`: bundles functions/src (with backend/core and the src/domain and
// src/config files it uses) into functions/lib/index.js, the entry point of functions/package.json.
// Deploying uploads only functions/, so the bundle must carry everything from outside it; the
// Admin SDK and firebase-functions stay external (Cloud Build installs functions/package.json).
// Runs as the predeploy of firebase.json's functions, and before the Functions emulator starts.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = `${root}functions/lib/index.js`;

rmSync(`${root}functions/lib`, { recursive: true, force: true });
const bundle = await rolldown({
  input: `${root}functions/src/index.ts`,
  platform: 'node',
  external: [/^firebase-admin(\/|$)/, /^firebase-functions(\/|$)/, /^node:/],
  resolve: {
    alias: { '@backend': `${root}backend`, '@': `${root}src` },
  },
  logLevel: 'warn',
});
await bundle.write({ file: outFile, format: 'esm', sourcemap: true });
await bundle.close();
console.log(`Built ${outFile}`);
