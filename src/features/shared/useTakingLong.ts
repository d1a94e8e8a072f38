import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `ms`; false again as soon as it turns false. */
export function useTakingLong(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const handle = setTimeout(() => setTimedOut(true), ms);
    return () => {
      clearTimeout(handle);
      setTimedOut(false);
    };
  }, [active, ms]);
  return active && timedOut;
}
