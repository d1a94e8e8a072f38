// Push notifications for the dispatcher (docs/push.md): the opt-in in the side
// menu and, in the app shell, the token sync and foreground toasts.
export { NotificationsMenuItem } from './NotificationsMenuItem';
export { NotificationsLayer } from './NotificationsLayer';
