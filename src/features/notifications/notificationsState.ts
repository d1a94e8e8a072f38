import type { ReadableStore } from '@/platform';
import { createStore } from '@/platform';
import type { PushPermission, PushPort, PushSupport } from '@/services/ports';
import type { TokenSyncStatus } from './tokenSync';

// The push opt-in state that the menu item shows and the notifications layer acts on. One store
// per Push port, shared by both components (they sit in different parts of the shell).

export interface NotificationsState {
  /** null while the support check runs. */
  support: PushSupport | null;
  permission: PushPermission;
  /** The permission prompt is open. */
  enabling: boolean;
  /** How the token reached the backend (set by the layer). */
  sync: TokenSyncStatus;
}

export interface NotificationsStore extends ReadableStore<NotificationsState> {
  /** Re-reads support and permission (the dispatcher may have changed site settings). */
  refresh(): Promise<void>;
  /** Asks for permission. Call it only from a tap. */
  enable(): Promise<void>;
  setSync(sync: TokenSyncStatus): void;
}

const stores = new WeakMap<PushPort, NotificationsStore>();

export function notificationsStore(push: PushPort): NotificationsStore {
  let store = stores.get(push);
  if (store === undefined) {
    store = createNotificationsStore(push);
    stores.set(push, store);
  }
  return store;
}

function createNotificationsStore(push: PushPort): NotificationsStore {
  const state = createStore<NotificationsState>(
    // Permission is read with support, by refresh(): nothing shows it while support is null,
    // and reading Notification.permission costs a start ~20 ms on a slow phone.
    { support: null, permission: 'default', enabling: false, sync: 'idle' },
    (current, next) =>
      (Object.keys(next) as (keyof NotificationsState)[]).every((k) => next[k] === current[k]),
    { lifetime: 'page' },
  );
  const update = (patch: Partial<NotificationsState>) => state.set({ ...state.get(), ...patch });

  return {
    get: state.get,
    subscribe: state.subscribe,
    firstRender: state.firstRender,
    async refresh() {
      const support = await push.support();
      update({ support, permission: push.permission() });
    },
    async enable() {
      if (state.get().enabling) return;
      update({ enabling: true });
      try {
        update({ permission: await push.requestPermission() });
      } finally {
        update({ enabling: false });
      }
    },
    setSync: (sync) => update({ sync }),
  };
}
