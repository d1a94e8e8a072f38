// The domain's auto-dispatch (src/domain/dispatch, TypeScript) as an ES module node can import
// (scripts/importTypeScript.mjs).
import path from 'node:path';
import { importTypeScript } from '../../scripts/importTypeScript.mjs';

export function loadDispatchDomain() {
  return importTypeScript(path.join(import.meta.dirname, 'entry.ts'));
}
