import { useEffect, useState } from 'react';
import { useServices } from '@/features/shared/services';
import { every } from '@/platform';

/**
 * The services' clock at this render, with a render every second while `ticking` (a countdown
 * is on screen, or a change may cross its stuck time); no timer otherwise.
 */
export function useNowWhile(ticking: boolean): number {
  const { clock } = useServices();
  const [, setSecondsTicked] = useState(0);
  useEffect(() => {
    if (!ticking) return undefined;
    return every(1_000, () => setSecondsTicked((count) => count + 1));
  }, [ticking]);
  return clock.now();
}
