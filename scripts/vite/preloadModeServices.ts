import type { Plugin } from 'vite';
import { SERVICE_ENTRIES } from '../bundle/budget.mjs';

// The login screen needs the configured mode's adapters (src/app/loadServices.ts loads them with
// a dynamic import) before it can show: without a hint the browser only asks for that chunk
// once the entry has downloaded and run, one more round trip on the critical path of the first
// paint. This adds <link rel="modulepreload"> for it (and the chunks it imports) to index.html,
// so it downloads alongside the entry. A build holds only its own mode's adapters, so only
// those are preloaded; Firestore, Messaging and the maps stay lazy (check:budget proves it).

/** The modules loadServices imports, one of which each build holds (the seed: bench builds). */
const MODE_SERVICE_MODULES = [...Object.values(SERVICE_ENTRIES), 'src/demo/adapters/benchSeed.ts'];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

function isChunk(output: { type: string }): output is BundleChunk {
  return output.type === 'chunk';
}

/** The chunks of `modules` (source paths) and their static imports, minus the entry. */
export function chunksOfModules(
  outputs: Iterable<{ type: string }>,
  modules: readonly string[],
): string[] {
  const chunks = new Map<string, BundleChunk>();
  for (const output of outputs) if (isChunk(output)) chunks.set(output.fileName, output);
  const preload = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || chunk.isEntry || preload.has(fileName)) return;
    preload.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) {
    const facade = chunk.facadeModuleId?.replaceAll('\\', '/');
    if (facade && modules.some((path) => facade.endsWith(`/${path}`))) {
      visit(chunk.fileName);
    }
  }
  return [...preload].sort();
}

/** The mode's services chunks and their static imports, minus the entry (already loading). */
export function modeServiceChunks(outputs: Iterable<{ type: string }>): string[] {
  return chunksOfModules(outputs, MODE_SERVICE_MODULES);
}

export function preloadModeServices(): Plugin {
  let base = '/';
  return {
    name: 'dispatch:preload-mode-services',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return {
          html,
          tags: modeServiceChunks(Object.values(context.bundle)).map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          })),
        };
      },
    },
  };
}
