import { useEffect } from 'react';
import { useServices } from '@/features/shared/services';
import { onVisible } from '@/platform';
import { useStore } from '@/ui/useStore';
import {
  notificationsStore,
  type NotificationsState,
  type NotificationsStore,
} from './notificationsState';

/** The opt-in state, re-read on mount and whenever the app becomes visible again. */
export function useNotificationsState(): [NotificationsState, NotificationsStore] {
  const { push } = useServices();
  const store = notificationsStore(push);
  const state = useStore(store);
  useEffect(() => {
    void store.refresh();
    // Permission may have been changed in the browser's settings while the app was hidden.
    return onVisible(() => void store.refresh());
  }, [store]);
  return [state, store];
}
