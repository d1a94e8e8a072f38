import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useReadAttempts, useTeamRead, type Read } from '@/desk/shell/liveReads';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import type { DayWindow } from '@/domain/shift/dayWindow';
import type { Settlement } from '@/domain/shift/settlement';
import type { BoardSnapshot } from '@/services/deskPorts';

// What End of shift shows for a day (docs/end-of-shift.md), from three realtime reads: the team
// (the drivers' names), the day's receipts — today's from the board's own read, an earlier
// day's from the day's read with an end — and the day's settlements ("Cash handed in"). Offline,
// each read answers from its cache: the last known figures.

export type ShiftDayData =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      receipts: readonly Receipt[];
      team: readonly BackOfficeUser[];
      settlements: readonly Settlement[];
      /** A read came from the local cache, not (yet) confirmed by the server. */
      fromCache: boolean;
    };

export function useShiftDay(
  day: string,
  window: DayWindow,
  isToday: boolean,
): { data: ShiftDayData; retry(): void } {
  const { board, dayReceipts, settlements } = useDeskServices();
  const { attempt, error, setError, retry } = useReadAttempts();
  const people = useTeamRead(attempt, setError);
  const [receipts, setReceipts] = useState<Read<readonly Receipt[]> | null>(null);
  const [counted, setCounted] = useState<Read<readonly Settlement[]> | null>(null);
  const { start, end } = window;

  useEffect(() => {
    const onNext = (snapshot: BoardSnapshot) =>
      setReceipts({ value: snapshot.receipts, fromCache: snapshot.fromCache });
    // Today's orders are the board's read (one query the store already keeps warm).
    return isToday
      ? board.watch(start, onNext, setError)
      : dayReceipts.watch({ start, end }, onNext, setError);
  }, [board, dayReceipts, isToday, start, end, attempt, setError]);
  useEffect(
    () =>
      settlements.watch(
        day,
        (snapshot) => setCounted({ value: snapshot.settlements, fromCache: snapshot.fromCache }),
        setError,
      ),
    [settlements, day, attempt, setError],
  );

  if (error !== null) return { data: { status: 'error', error }, retry };
  if (people === null || receipts === null || counted === null) {
    return { data: { status: 'loading' }, retry };
  }
  return {
    data: {
      status: 'ready',
      receipts: receipts.value,
      team: people.value,
      settlements: counted.value,
      fromCache: people.fromCache || receipts.fromCache || counted.fromCache,
    },
    retry,
  };
}
