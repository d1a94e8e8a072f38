import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange } from '@/platform';

const subscribe = (callback: () => void) => onConnectivityChange(callback);

// The browser's online flag for both apps (the driver app and the desk): one hook.

/**
 * navigator.onLine, re-rendering on the online and offline events. The server snapshot is
 * "online", so a prerendered screen hydrates the same whether the phone is offline or not.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
