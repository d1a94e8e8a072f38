import type { ImportOptions } from '@/domain/intake/importRows';
import { previewImport, type ImportPreview } from './previewImport';

// Reading a spreadsheet for "Import orders" without holding the page (docs/intake.md#import):
// a file of 1,000 rows is read and checked in a worker, so the desk stays free while the
// preview is made. Where there is no worker (tests, a worker's chunk that cannot load), the page
// does it itself: the same pure function, the same answer.

export interface PreviewRequest {
  text: string;
  options: ImportOptions;
}

export type PreviewWorkerFactory = () => Pick<
  Worker,
  'postMessage' | 'terminate' | 'onmessage' | 'onerror'
> | null;

function browserWorker(): ReturnType<PreviewWorkerFactory> {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

function isPreview(value: unknown): value is ImportPreview {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ImportPreview).rows) &&
    Array.isArray((value as ImportPreview).missingColumns)
  );
}

export function previewOffThread(
  request: PreviewRequest,
  createWorker: PreviewWorkerFactory = browserWorker,
): Promise<ImportPreview> {
  const here = () => previewImport(request.text, request.options);
  const worker = createWorker();
  if (worker === null) return Promise.resolve().then(here);
  return new Promise((resolve) => {
    const settle = (preview: ImportPreview | null) => {
      worker.terminate();
      resolve(preview ?? here());
    };
    worker.onmessage = (event: MessageEvent<unknown>) =>
      settle(isPreview(event.data) ? event.data : null);
    worker.onerror = () => settle(null);
    worker.postMessage(request);
  });
}
