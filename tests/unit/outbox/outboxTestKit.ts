import { afterEach, expect, vi } from 'vitest';
import {
  createOutbox,
  type Outbox,
  type OutboxEntry,
  type OutboxOptions,
  type OutboxTimers,
  type OutboxWakeReason,
} from '@/outbox';
import type { Clock } from '@/services/ports';

// Injected time and environment for the outbox: tests move time and fire timers themselves,
// so nothing depends on real delays.

export class FakeClock implements Clock {
  constructor(public time = Date.parse('2026-11-21T09:00:00Z')) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}

export class FakeTimers implements OutboxTimers {
  private nextId = 1;
  readonly scheduled = new Map<number, { callback: () => void; ms: number }>();

  setTimeout(callback: () => void, ms: number) {
    const id = this.nextId++;
    this.scheduled.set(id, { callback, ms });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.scheduled.delete(handle as number);
  }
  /** The delays of the timers currently set. */
  delays(): number[] {
    return [...this.scheduled.values()].map((t) => t.ms);
  }
  /** Advances the clock by the shortest pending delay and fires that timer. */
  fireNext(clock: FakeClock): boolean {
    const first = [...this.scheduled.entries()].sort((a, b) => a[1].ms - b[1].ms)[0];
    if (!first) return false;
    this.scheduled.delete(first[0]);
    clock.advance(first[1].ms);
    first[1].callback();
    return true;
  }
}

export class FakeNetwork {
  online = true;
  private listeners = new Set<(reason: OutboxWakeReason) => void>();
  isOnline = () => this.online;
  subscribe = (listener: (reason: OutboxWakeReason) => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  emit(reason: OutboxWakeReason) {
    if (reason === 'online') this.online = true;
    if (reason === 'offline') this.online = false;
    for (const listener of this.listeners) listener(reason);
  }
}

let dbCounter = 0;
export function uniqueDbName(): string {
  dbCounter += 1;
  return `outbox-test-${dbCounter}-${Math.random().toString(36).slice(2)}`;
}

export function sequentialIds(prefix = 'update'): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}-${n}`;
  };
}

export interface Kit {
  clock: FakeClock;
  timers: FakeTimers;
  network: FakeNetwork;
  testOptions: Pick<
    OutboxOptions,
    'clock' | 'timers' | 'isOnline' | 'subscribeToWakeups' | 'random' | 'onError'
  >;
}

export function createKit(): Kit {
  const clock = new FakeClock();
  const timers = new FakeTimers();
  const network = new FakeNetwork();
  return {
    clock,
    timers,
    network,
    testOptions: {
      clock,
      timers,
      isOnline: network.isOnline,
      subscribeToWakeups: network.subscribe,
      random: () => 0.5,
      onError: (error) => {
        throw error;
      },
    },
  };
}

/**
 * For a test file: `openOutbox(options)` opens an outbox of alice's, signed in as her, with no
 * token refresh and update ids `<uid>-1`, `<uid>-2`, … unless `options` say otherwise; every
 * outbox it opened is disposed after each test.
 */
export function outboxOpener() {
  const opened: Outbox[] = [];
  afterEach(() => {
    for (const outbox of opened.splice(0)) outbox.dispose();
  });
  return function openOutbox(
    options: Pick<OutboxOptions, 'api' | 'dbName'> & Partial<OutboxOptions>,
  ): Outbox {
    const outbox = createOutbox({
      uid: 'alice',
      refreshToken: async () => undefined,
      currentUid: () => 'alice',
      newUpdateId: sequentialIds(options.uid ?? 'alice'),
      ...options,
    });
    opened.push(outbox);
    return outbox;
  };
}

/**
 * Waits until `condition` holds, looking again every few ms (on real timers, fake ones
 * installed or not); fails the test if it does not hold within 5 s.
 */
export async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 10_000, interval: 5 });
}

let entrySeq = 0;
/** A stored entry for the pure functions' tests (seq and updateId count up per call). */
export function entry(
  receiptId: string,
  status: string,
  state: OutboxEntry['state'],
  extra: Partial<OutboxEntry> = {},
): OutboxEntry {
  entrySeq += 1;
  return {
    seq: entrySeq,
    updateId: `u-${entrySeq}`,
    uid: 'alice',
    receiptId,
    status,
    dispatchId: 'alice',
    updatedAt: 5_000 + entrySeq,
    state,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: state === 'sent' ? 6_000 : null,
    ...extra,
  };
}
