import type { PushUnsupportedReason } from '@/services/ports';

// What the dispatcher reads about notifications: catalogue keys (src/ui/i18n/catalogues).

export const WHY_NOTIFICATIONS = 'notifications.why';

export const UNSUPPORTED_MESSAGES = {
  'ios-not-installed': 'notifications.unsupported.ios-not-installed',
  browser: 'notifications.unsupported.browser',
  'no-service-worker': 'notifications.unsupported.no-service-worker',
  'no-vapid-key': 'notifications.unsupported.no-vapid-key',
} as const satisfies Record<PushUnsupportedReason, string>;

export const DENIED_MESSAGE = 'notifications.denied';

export const ENABLED_MESSAGE = 'notifications.enabled';
