import { previewImport } from './previewImport';
import type { PreviewRequest } from './previewOffThread';

// The import's preview off the page's main thread (previewOffThread.ts): one file, one answer.

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  self.postMessage(previewImport(event.data.text, event.data.options));
};
