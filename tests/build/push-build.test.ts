import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngSize, precacheEntries } from './distFiles';

// Push in the production build (issue 6, docs/push.md): run after `npm run build`.

const DIST = resolve('dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

describe('push in dist/', () => {
  beforeAll(() => {
    expect(existsSync(join(DIST, 'sw.js')), 'run `npm run build` first').toBe(true);
  });

  it('has the push handlers in the one worker, without the Firebase SDK', () => {
    const worker = read('sw.js');
    // The minifier may quote event names with any quote character.
    for (const event of ['push', 'notificationclick']) {
      expect(worker, event).toMatch(new RegExp(`addEventListener\\([\`"']${event}[\`"']`));
    }
    expect(worker).toContain('dispatch:push-received');
    expect(worker).toContain('dispatch:show-test-notification');
    // The precache list names the app's firebase chunk; no Firebase code may be in the worker.
    const code = worker.replace(/\[\{"revision":.*?\}\]/s, '');
    expect(code).not.toMatch(/firebase|fcmregistrations|googleapis/i);
  });

  it('precaches the notification icon and badge', () => {
    const urls = precacheEntries(read('sw.js')).map((entry) => entry.url);
    expect(urls).toContain('icons/icon-192.png');
    expect(urls).toContain('icons/badge-96.png');
    expect(pngSize(join(DIST, 'icons/badge-96.png'))).toEqual({ width: 96, height: 96 });
  });

  it('loads firebase/messaging lazily, never with the login screen', () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
    const messaging = Object.keys(manifest).filter((key) => key.includes('firebase/messaging'));
    // A build without Firebase variables holds no Firebase code at all (src/services/index.ts);
    // the Firebase build's chunks are checked by `npm run check:budget`.
    expect(messaging.length).toBeLessThanOrEqual(1);
    for (const key of messaging) {
      for (const chunk of Object.values(manifest)) {
        expect(chunk.imports ?? [], `${chunk.file} imports messaging statically`).not.toContain(
          key,
        );
      }
      expect(manifest['src/services/firebase/index.ts']?.dynamicImports).toContain(key);
    }
  });
});
