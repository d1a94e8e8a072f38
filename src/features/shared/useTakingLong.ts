import { useEffect, useState } from 'react';
import { after } from '@/platform';

/** True once `active` has stayed true for `ms`; false again as soon as it turns false. */
export function useTakingLong(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const cancel = after(ms, () => setTimedOut(true));
    return () => {
      cancel();
      setTimedOut(false);
    };
  }, [active, ms]);
  return active && timedOut;
}
