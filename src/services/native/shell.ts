import { THEME } from '@/config/constants';
import { currentPlatform, type AppPlatform } from './platform';

// The wrapper's native chrome (docs/native.md), started once by src/main.tsx in the wrapper's
// build only: the status bar in the theme's dark red, the Android back button, and app links
// (https://<host>/order-detail?id=… opening the app) routed to the page they name.

export interface NativeShellHooks {
  /** Closes what the back button should close first (the drawer); true when it closed something. */
  closeOverlay(): boolean;
  /** Shows an in-app path (path, query and hash) without reloading the app. */
  openPath(path: string): void;
}

export type BackAction = 'closed-overlay' | 'went-back' | 'exit';

/** What the Android back button does: close the drawer, else go back, else leave the app. */
export function handleBackButton(
  hooks: Pick<NativeShellHooks, 'closeOverlay'>,
  canGoBack: boolean,
  goBack: () => void,
  exitApp: () => void,
): BackAction {
  if (hooks.closeOverlay()) return 'closed-overlay';
  if (canGoBack) {
    goBack();
    return 'went-back';
  }
  exitApp();
  return 'exit';
}

/** The in-app path of an app link; null for anything that is not an http(s) URL. */
export function appLinkPath(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** Starts the native chrome; does nothing outside the wrapper. Never rejects. */
export async function startNativeShell(
  hooks: NativeShellHooks,
  platform: AppPlatform = currentPlatform(),
): Promise<void> {
  if (platform === 'browser') return;
  try {
    const [{ App }, { StatusBar, Style }] = await Promise.all([
      import('@capacitor/app'),
      import('@capacitor/status-bar'),
    ]);
    // Style.Dark = light text, for a dark background. The colour is Android's only (iOS draws
    // the page's header behind the status bar: see the safe-area padding in src/app/shell.css).
    void StatusBar.setStyle({ style: Style.Dark }).catch(() => {});
    if (platform === 'android') {
      void StatusBar.setBackgroundColor({ color: THEME.darkRed }).catch(() => {});
    }
    await App.addListener('backButton', ({ canGoBack }) => {
      handleBackButton(
        hooks,
        canGoBack,
        () => window.history.back(),
        () => void App.exitApp(),
      );
    });
    await App.addListener('appUrlOpen', ({ url }) => {
      const path = appLinkPath(url);
      if (path !== null) hooks.openPath(path);
    });
  } catch (error) {
    // The chrome is a nicety: the app works without it.
    console.warn('Native shell could not start.', error);
  }
}
