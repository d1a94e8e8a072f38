#!/usr/bin/env node
// `npm run create-manager -- --email <email> --name <name> [--project <id>] [--promote]`: the
// first manager of a new project (docs/deploy.md#from-an-empty-project-to-a-first-shift). The
// work is functions/src/createManagerCli.ts (the core's createFirstManager over the functions'
// Auth accounts and Firestore store); this bundles it as scripts/build-functions.mjs bundles the
// functions (the `@/` and `@backend/` aliases inlined, the Admin SDK external) and runs it.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}node_modules/.cache/dispatch-create-manager`;
const outFile = `${outDir}/create-manager-${process.pid}.mjs`;

mkdirSync(outDir, { recursive: true });
const bundle = await rolldown({
  input: `${root}functions/src/createManagerCli.ts`,
  platform: 'node',
  external: [/^firebase-admin(\/|$)/, /^firebase-functions(\/|$)/, /^node:/],
  resolve: { alias: { '@backend': `${root}backend`, '@': `${root}src` } },
  logLevel: 'warn',
});
let status = 1;
try {
  await bundle.write({ file: outFile, format: 'esm' });
  await bundle.close();
  const { createManagerCli } = await import(pathToFileURL(outFile).href);
  status = await createManagerCli(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`create-manager failed: ${error instanceof Error ? error.message : error}`);
} finally {
  rmSync(outFile, { force: true });
}
process.exit(status);
