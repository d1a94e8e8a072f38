import type { Unsubscribe } from '../ports';
import type { ChangeBus } from './changes';

/**
 * A realtime read over the demo store: reads once (after `firstDelayMs`, so loading states
 * show), then again after every announced change. Only the latest read is delivered, so a slow
 * read cannot overwrite a newer answer; nothing is delivered after unsubscribing.
 */
export function watchStore<T>(
  bus: ChangeBus,
  read: () => Promise<T>,
  onNext: (value: T) => void,
  onError: (error: Error) => void,
  firstDelay: Promise<void>,
): Unsubscribe {
  let active = true;
  let started = false;
  let latest = 0;

  const refresh = async () => {
    const ticket = ++latest;
    try {
      const value = await read();
      if (active && ticket === latest) onNext(value);
    } catch (error) {
      if (active && ticket === latest) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  const stopListening = bus.subscribe(() => {
    if (started) void refresh();
  });
  void firstDelay.then(() => {
    started = true;
    if (active) void refresh();
  });

  return () => {
    active = false;
    stopListening();
  };
}
