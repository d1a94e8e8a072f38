import type { DriverShift } from '@/domain/shift/driverShift';
import type { TeamPositions, TeamPositionsSnapshot } from '@/services/deskPorts';

// Who is on shift, and where, for the desk map's tests (docs/map.md#the-desks-map): a
// controllable TeamPositions, put in place of the fake desk services' empty one.

export interface FakeShiftPositions extends TeamPositions {
  /** Replaces every shift record; each reader hears it at once. */
  set(shifts: DriverShift[]): void;
  /** The next reads (and the current readers) fail with this message. */
  fail(message: string | null): void;
  /** Holds the first answer until release(): the map stays loading. */
  hold(): void;
  release(): void;
}

export function onShiftAt(
  uid: string,
  at: { lat: number; lng: number },
  storedAt: number,
  run: readonly string[] | null = null,
): DriverShift {
  return {
    uid,
    onShift: true,
    shiftStartedAt: storedAt - 60 * 60_000,
    lastSeenAt: storedAt,
    position: { ...at, accuracy: 10, at: storedAt, storedAt },
    run,
  };
}

export function createFakeShiftPositions(initial: DriverShift[] = []): FakeShiftPositions {
  let shifts = initial;
  let failure: string | null = null;
  let held: (() => void)[] | null = null;
  const readers = new Set<{
    next(snapshot: TeamPositionsSnapshot): void;
    error(error: Error): void;
  }>();
  const tell = (reader: typeof readers extends Set<infer R> ? R : never) => {
    if (failure !== null) reader.error(new Error(failure));
    else reader.next({ shifts: [...shifts], fromCache: false });
  };
  return {
    watch(onNext, onError) {
      const reader = { next: onNext, error: onError };
      readers.add(reader);
      const answer = () => {
        if (readers.has(reader)) tell(reader);
      };
      if (held !== null) held.push(answer);
      else queueMicrotask(answer);
      return () => readers.delete(reader);
    },
    set(next) {
      shifts = next;
      for (const reader of readers) tell(reader);
    },
    fail(message) {
      failure = message;
      if (message !== null) for (const reader of readers) tell(reader);
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
  };
}
