import type { ReadableStore } from '@/platform';
import { createStore } from '@/platform';

/** Chromium's install offer (not in TypeScript's DOM library: it is not a standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * - `unavailable`: the browser offers no installation (not supported, criteria not met, or it
 *   has not said so yet);
 * - `available`: the browser offered it and we kept the offer for the button;
 * - `installed`: running as the installed app, or installed during this visit.
 */
export type InstallState = 'unavailable' | 'available' | 'installed';

export interface InstallPrompt extends ReadableStore<InstallState> {
  /** Shows the browser's install dialog; resolves to whether the user accepted. */
  install(): Promise<boolean>;
}

function isRunningInstalled(win: Window): boolean {
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari's own flag for a home-screen app.
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone || iosStandalone === true;
}

/**
 * Keeps the browser's `beforeinstallprompt` offer until the user asks to install. The event
 * fires once, early, maybe before the menu holding the button is even rendered, hence a store
 * that starts listening at startup.
 */
export function createInstallPrompt(win: Window): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null;
  const state = createStore<InstallState>(
    isRunningInstalled(win) ? 'installed' : 'unavailable',
    Object.is,
    { lifetime: 'page' },
  );
  const setState = state.set;

  win.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault the browser shows its own mini-infobar at a moment of its choosing.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    if (state.get() !== 'installed') setState('available');
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    setState('installed');
  });

  return {
    get: state.get,
    subscribe: state.subscribe,
    firstRender: state.firstRender,
    async install() {
      const pending = offer;
      if (!pending) return false;
      // An offer can be used once; the browser sends a new one if the user may try again.
      offer = null;
      setState('unavailable');
      await pending.prompt();
      const { outcome } = await pending.userChoice;
      if (outcome === 'accepted') setState('installed');
      return outcome === 'accepted';
    },
  };
}

let shared: InstallPrompt | null = null;

/** The app's one install prompt store. Call it at startup so no early offer is missed. */
export function sharedInstallPrompt(): InstallPrompt {
  shared ??= createInstallPrompt(window);
  return shared;
}
