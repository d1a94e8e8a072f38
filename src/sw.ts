/// <reference lib="webworker" />
// The one service worker (docs/pwa.md, docs/push.md). Two workers on one scope replace each
// other, so every job of the worker lives here as a module of src/sw/ installed from this entry:
//   offline.ts  precache of the app shell and the offline navigation fallback
//   lifecycle.ts  the "Update available — Reload" handshake and taking control
//   push.ts  push messages as notifications (or relayed to a visible page) and notification taps
import { installLifecycle } from './sw/lifecycle';
import { installOfflineShell } from './sw/offline';
import { installPush } from './sw/push';

declare let self: ServiceWorkerGlobalScope;

installOfflineShell(self.__WB_MANIFEST);
installLifecycle(self);
installPush(self);
