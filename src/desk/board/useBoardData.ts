import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useReadAttempts, useTeamRead, type Read } from '@/desk/shell/liveReads';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { startOfLocalDay } from '@/domain/day';
import type { Receipt } from '@/domain/receipt';
import { every } from '@/platform';

// What the board shows, live (docs/desk.md#live): the team and today's receipts of every
// driver, each from its realtime read; and the time, a minute at a time, for lateness and for
// the day's window (it moves at midnight without a reload).

/** How often the board's clock ticks: lateness is shown in whole minutes. */
export const BOARD_TICK_MS = 15_000;

export type BoardData =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      receipts: readonly Receipt[];
      team: readonly BackOfficeUser[];
      /** Either read came from the local cache, not (yet) confirmed by the server. */
      fromCache: boolean;
    };

/** The time now, a tick at a time (the clock of the desk's services). */
export function useBoardClock(): number {
  const { clock } = useDeskServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => every(BOARD_TICK_MS, () => setNow(clock.now())), [clock]);
  return now;
}

export function useBoardData(now: number): { data: BoardData; retry(): void } {
  const { board } = useDeskServices();
  const { attempt, error, setError, retry } = useReadAttempts();
  const people = useTeamRead(attempt, setError);
  const [receipts, setReceipts] = useState<Read<readonly Receipt[]> | null>(null);
  const since = startOfLocalDay(now);

  useEffect(
    () =>
      board.watch(
        since,
        (snapshot) => setReceipts({ value: snapshot.receipts, fromCache: snapshot.fromCache }),
        setError,
      ),
    [board, since, attempt, setError],
  );

  if (error !== null) return { data: { status: 'error', error }, retry };
  if (people === null || receipts === null) return { data: { status: 'loading' }, retry };
  return {
    data: {
      status: 'ready',
      receipts: receipts.value,
      team: people.value,
      fromCache: people.fromCache || receipts.fromCache,
    },
    retry,
  };
}
