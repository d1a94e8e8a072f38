import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange } from '@/platform';

const subscribe = (callback: () => void) => onConnectivityChange(callback);

/** navigator.onLine, re-rendering on the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
