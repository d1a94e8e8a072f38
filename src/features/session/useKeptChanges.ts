import { useEffect, useState } from 'react';

/**
 * How many changes `uid` left unsent on this phone (0 while not known, or for null): read once
 * when the Access Denied screen shows for a driver whose access was withdrawn. The outbox is
 * loaded only then, so the sign-in screen does not carry it.
 */
export function useKeptChanges(uid: string | null): number {
  const [kept, setKept] = useState<{ uid: string; count: number } | null>(null);
  useEffect(() => {
    if (uid === null) return;
    let live = true;
    import('@/outbox')
      .then(({ countUnsentChanges }) => countUnsentChanges(uid))
      .then(
        (count) => live && setKept({ uid, count }),
        // Storage unavailable: nothing to say, and nothing was dropped by us either.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [uid]);
  return kept !== null && kept.uid === uid ? kept.count : 0;
}
