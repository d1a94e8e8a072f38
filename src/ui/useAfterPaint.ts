import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint, type Unsubscribe } from '@/platform';

/**
 * `afterNextPaint` for an event handler: schedules a task for after the next frame (a focus
 * move once React has drawn the change, say). A new task replaces the one still waiting, and
 * unmounting cancels it, so it never runs into a page that is gone (docs/testing.md#leaks).
 */
export function useAfterPaint(): (task: () => void) => void {
  const cancel = useRef<Unsubscribe | null>(null);
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [],
  );
  return useCallback((task: () => void) => {
    cancel.current?.();
    cancel.current = afterNextPaint(() => {
      cancel.current = null;
      task();
    });
  }, []);
}
