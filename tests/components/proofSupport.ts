import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';

// What the proof-of-delivery component tests share (proofCapture and proofDelivered
// .test.tsx): a fresh fake IndexedDB and the object-URL stand-in for every test, and the bytes
// of a shrunk photo.

/**
 * Every test starts with an empty IndexedDB and, since jsdom has no object URLs (the thumbnail
 * is one), a stand-in for them, restored afterwards: call once per file.
 */
export function setUpEachProofTest() {
  const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
  let objectUrls = 0;
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => `blob:test/${++objectUrls}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });
  afterEach(() => {
    for (const [name, descriptor] of [
      ['createObjectURL', originalCreate],
      ['revokeObjectURL', originalRevoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else delete (URL as unknown as Record<string, unknown>)[name];
    }
  });
}

export const SHRUNK = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
