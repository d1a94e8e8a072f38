import { isPushRelayMessage, PUSH_RECEIVED_MESSAGE } from '@/domain/push/messages';
import { asError, matchesMedia, withDeadline } from '@/platform';
import type { Unsubscribe } from '@/platform';
import type { PushPermission, PushPort, PushSupport } from './ports';

// What both Push adapters share: the browser's side of push (support, permission, the service
// worker). Only the token differs: FCM's in Firebase mode, a fake one in demo mode.

/** The parts of the browser the support check reads; injected by tests. */
export interface PushBrowser {
  isProductionBuild: boolean;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function currentPushBrowser(isProductionBuild: boolean): PushBrowser {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    isProductionBuild,
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone === true || matchesMedia('(display-mode: standalone)'),
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

function isIos(browser: PushBrowser): boolean {
  // iPadOS presents itself as a Mac; touch gives it away.
  return (
    /iPad|iPhone|iPod/.test(browser.userAgent) ||
    (browser.platform === 'MacIntel' && browser.maxTouchPoints > 1)
  );
}

/** Whether this browser and build can receive web push, and if not, why. */
export function browserPushSupport(browser: PushBrowser): PushSupport {
  // Checked first: Safari on iOS hides the Push API until the app is on the home screen.
  if (isIos(browser) && !browser.standalone) {
    return { supported: false, reason: 'ios-not-installed' };
  }
  if (!browser.hasServiceWorker || !browser.hasPushManager || !browser.hasNotification) {
    return { supported: false, reason: 'browser' };
  }
  if (!browser.isProductionBuild) return { supported: false, reason: 'no-service-worker' };
  return { supported: true };
}

export function browserPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

export async function requestBrowserPermission(): Promise<PushPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.requestPermission();
}

/** The worker registers when the page is idle (30 s at the latest); wait a little longer. */
export const SERVICE_WORKER_READY_TIMEOUT_MS = 45_000;

/** The active service worker registration; rejects if none comes up in time. */
export function serviceWorkerRegistration(
  timeoutMs = SERVICE_WORKER_READY_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready.catch((error: unknown) => {
    throw asError(error);
  });
  return withDeadline(ready, timeoutMs, () => {
    throw new Error('The service worker did not start. Reload the app and try again.');
  });
}

/** Push messages the worker relays while a window of the app is visible (src/sw/push.ts). */
export function onWorkerRelayedPush(listener: (payload: unknown) => void): Unsubscribe {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (isPushRelayMessage(event.data, PUSH_RECEIVED_MESSAGE)) listener(event.data.payload);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/** This browser's push support, as seen by this build. */
export function pushSupportHere(isProductionBuild: boolean): PushSupport {
  return browserPushSupport(currentPushBrowser(isProductionBuild));
}

/** The part of the Push port that is the browser's in every mode: permission and relayed messages. */
export const browserPushPermission: Pick<
  PushPort,
  'permission' | 'requestPermission' | 'onForegroundMessage'
> = {
  permission: browserPermission,
  requestPermission: requestBrowserPermission,
  onForegroundMessage: onWorkerRelayedPush,
};
