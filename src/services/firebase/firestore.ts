import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';

export type FirestoreCacheKind = 'persistent' | 'memory';

export interface OpenFirestoreOptions {
  /** The Firestore emulator's host:port in emulator mode; null for the real project. */
  emulatorHost: string | null;
  /** Injected by tests; defaults to whether this runtime has IndexedDB at all. */
  indexedDbAvailable?: boolean;
}

export interface OpenedFirestore {
  db: Firestore;
  /** The cache asked for. The SDK may still fall back to memory later (see below). */
  cache: FirestoreCacheKind;
}

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

/**
 * Opens Firestore with a persistent, multi-tab local cache so an offline start shows the last
 * known orders, and falls back to a memory cache where IndexedDB is missing.
 *
 * Two kinds of "unavailable": no IndexedDB at all (some private modes, old WebViews) is seen
 * here and we choose memory up front; IndexedDB present but failing when opened (quota,
 * Firefox private browsing) surfaces later, inside the SDK, which then switches to a memory
 * cache by itself ("Falling back to memory cache" in the console). The app works either way,
 * only without surviving reloads offline.
 */
export function openFirestore(app: FirebaseApp, options: OpenFirestoreOptions): OpenedFirestore {
  const indexedDbAvailable = options.indexedDbAvailable ?? hasIndexedDb();
  let opened: OpenedFirestore;
  if (indexedDbAvailable) {
    try {
      opened = {
        db: initializeFirestore(app, {
          localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
        }),
        cache: 'persistent',
      };
    } catch {
      // initializeFirestore throws synchronously only for invalid settings; memory still works.
      opened = {
        db: initializeFirestore(app, { localCache: memoryLocalCache() }),
        cache: 'memory',
      };
    }
  } else {
    opened = { db: initializeFirestore(app, { localCache: memoryLocalCache() }), cache: 'memory' };
  }
  if (options.emulatorHost !== null) {
    const [host, port] = options.emulatorHost.split(':');
    connectFirestoreEmulator(opened.db, host as string, Number(port));
  }
  return opened;
}
