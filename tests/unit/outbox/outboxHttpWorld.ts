import { afterEach, beforeAll } from 'vitest';
import type { Outbox, OutboxOptions } from '@/outbox';
import { createHttpDispatchApi } from '@/services/http';
import { fakeIdToken } from '../../helpers/idToken';
import { testBackendForFile, type TestBackend } from '../../helpers/testBackend';
import { createKit, outboxOpener, type Kit } from './outboxTestKit';

// The world of the outbox tests with fake-indexeddb and the real HTTP client against a real
// local server (outbox.test.ts, outboxRetries, outboxUsers, outboxDiscard, outboxUndo): the
// fake clock, timers and network (`world.kit`), who the (pretend) auth SDK says is signed in
// (`world.signedIn`) and each user's current token (`world.tokens`). All three are set afresh
// before the file's first test and after each test; tests change them through `world`.

export interface World {
  kit: Kit;
  /** Who the (pretend) auth SDK says is signed in. */
  signedIn: string | null;
  /** Each user's current token. */
  tokens: Record<string, string>;
}

/** A change as the backend received it. */
export interface SentUpdate {
  receiptId: string;
  status: string;
  dispatchId: string;
  updatedAt: number;
  updateId: string;
}

/**
 * For a test file (call at its top): one test backend for the file, the world, and `open` (an
 * outbox on the HTTP client, signed in as `world.signedIn`, on the world's kit).
 */
export function outboxHttpWorld() {
  const backend: TestBackend = testBackendForFile();
  const openOutbox = outboxOpener();
  const world = {} as World;

  function resetWorld() {
    world.kit = createKit();
    world.signedIn = 'alice';
    world.tokens = { alice: fakeIdToken('alice'), bob: fakeIdToken('bob') };
  }

  const api = () =>
    createHttpDispatchApi({
      backendUrl: backend.origin,
      getIdToken: async () => (world.signedIn ? world.tokens[world.signedIn] : null),
    });

  function open(overrides: Partial<OutboxOptions> & { dbName: string }): Outbox {
    return openOutbox({
      api: api(),
      currentUid: () => world.signedIn,
      ...world.kit.testOptions,
      ...overrides,
    });
  }

  const sentUpdates = () =>
    backend.requests.map((r) => (r.body as { updateData: SentUpdate }).updateData);

  /** Fires due timers (moving the fake clock) until nothing is scheduled or `limit` is hit. */
  async function runTimers(outbox: Outbox, limit = 20) {
    for (let i = 0; i < limit && world.kit.timers.fireNext(world.kit.clock); i++) {
      await outbox.drain();
    }
  }

  beforeAll(resetWorld);
  afterEach(resetWorld);

  return { backend, world, open, sentUpdates, runTimers };
}
