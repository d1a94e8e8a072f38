import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import type { BackOfficeUser } from '@/domain/backOfficeUser';

// What the desk's screens with several live reads share (the board, End of shift): a read's last
// answer with whether it came from the cache, the team's read every one of them makes, and one
// "Try again" that starts all of a screen's reads anew after the first error of any.

/** A live read's last answer. */
export interface Read<T> {
  value: T;
  fromCache: boolean;
}

/**
 * A screen's reads' error and their attempt: each read's effect depends on `attempt`, so
 * `retry` (the screen's "Try again") clears the error and starts every read again.
 */
export function useReadAttempts() {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };
  return { attempt, error, setError, retry };
}

/** Every back-office record, live (null until the first answer); its error to `onError`. */
export function useTeamRead(
  attempt: number,
  onError: (error: Error) => void,
): Read<readonly BackOfficeUser[]> | null {
  const { team } = useDeskServices();
  const [people, setPeople] = useState<Read<readonly BackOfficeUser[]> | null>(null);
  useEffect(
    () =>
      team.watch(
        (snapshot) => setPeople({ value: snapshot.users, fromCache: snapshot.fromCache }),
        onError,
      ),
    [team, attempt, onError],
  );
  return people;
}
