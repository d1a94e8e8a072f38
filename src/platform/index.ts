// The browser plumbing every layer above domain shares: timers, the connection, visibility,
// web storage, errors, ids and the little store. Docs: docs/architecture.md#platform.
export {
  after,
  afterNextPaint,
  browserTimers,
  delay,
  every,
  type Timers,
  type Unsubscribe,
  whenIdle,
  withDeadline,
} from './timers';
export { isOnline, onBackOnline, onConnectivityChange } from './network';
export { onHidden, onVisible } from './visibility';
export { safeLocalStorage } from './storage';
export { deferred } from './deferred';
export { matchesMedia } from './media';
export { nativeBridge, type BridgeWindow } from './nativeBridge';
export { asError, errorMessage } from './errors';
export { randomUuid } from './uuid';
export {
  createListeners,
  createStore,
  type Listeners,
  type ReadableStore,
  type Store,
} from './store';
