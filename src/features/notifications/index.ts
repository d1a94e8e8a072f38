// Push notifications for the dispatcher (docs/push.md): the opt-in in the side
// menu and, in the app shell, the token sync and foreground toasts.
export { NotificationsMenuItem } from './NotificationsMenuItem';
export { NotificationsLayer } from './NotificationsLayer';
// "About this app" (features/diagnostics) reads the opt-in state and whether a token was sent.
export { useNotificationsState } from './useNotificationsState';
export { localSentTokenStore } from './tokenSync';
