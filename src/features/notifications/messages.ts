import type { PushUnsupportedReason } from '../../services/ports';

// What the dispatcher reads about notifications, in one place.

export const WHY_NOTIFICATIONS =
  'Get an alert when an order is assigned to you or changes, even while Dispatch is closed.';

export const UNSUPPORTED_MESSAGES: Record<PushUnsupportedReason, string> = {
  'ios-not-installed':
    'On iPhone and iPad, notifications work only in the installed app: tap Share, then “Add to Home Screen”, and open Dispatch from there.',
  browser:
    'This browser cannot show notifications from Dispatch. Try Chrome, Edge, Firefox or Safari.',
  'no-service-worker':
    'Notifications need the app’s service worker, which runs only in the production build.',
  'no-vapid-key':
    'Notifications are not set up for this app yet (no VAPID key is configured). Ask your administrator.',
};

export const DENIED_MESSAGE =
  'Notifications are blocked for Dispatch. To turn them on, allow notifications for this site in your browser’s site settings (the icon beside the address, or Settings → Notifications), then come back.';

export const ENABLED_MESSAGE = 'Notifications are on.';
