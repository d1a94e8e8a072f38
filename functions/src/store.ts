import { createMemoryStore, type BackendStore } from '@backend/core';
import type { Env } from './settings';

// Which store the functions use. Firestore, always — except under the Functions emulator when
// the Firestore emulator is not running (it needs Java 21): there `npm run test:backend` and
// `npm run emulators` ask for the in-memory store with DISPATCH_IN_MEMORY_STORE=true. A deployed
// function is never started with FUNCTIONS_EMULATOR=true, so it refuses to start with that
// variable set rather than keep changes in one instance's memory.

export const IN_MEMORY_VARIABLE = 'DISPATCH_IN_MEMORY_STORE';

export type StoreChoice = 'firestore' | 'memory';

export function chooseStore(env: Env): StoreChoice {
  if (env[IN_MEMORY_VARIABLE] !== 'true') return 'firestore';
  if (env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error(
      `${IN_MEMORY_VARIABLE}=true is only allowed under the Functions emulator (FUNCTIONS_EMULATOR=true): a deployed backend keeps its data in Firestore.`,
    );
  }
  return 'memory';
}

export function createStore(env: Env, firestore: () => BackendStore): BackendStore {
  return chooseStore(env) === 'memory' ? createMemoryStore() : firestore();
}
