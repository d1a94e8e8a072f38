import { isNativeBuild } from '@/config/env';

// The platform switch: whether the app runs inside the Capacitor wrapper (docs/native.md).
// It imports no Capacitor code: the wrapper's native bridge announces itself on `window`
// before any script runs (the same test @capacitor/core makes), and the browser build, where
// isNativeBuild is the literal false, drops every branch that asks.

export type AppPlatform = 'browser' | 'android' | 'ios';

/** The parts of `window` the native bridges define (Android's addJavascriptInterface, iOS's WKScriptMessageHandler). */
export interface BridgeWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/** Where the app runs: 'browser' unless this is the wrapper's build inside the wrapper. */
export function currentPlatform(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): AppPlatform {
  if (!nativeBuild) return 'browser';
  if (win.androidBridge !== undefined && win.androidBridge !== null) return 'android';
  if (win.webkit?.messageHandlers?.bridge !== undefined) return 'ios';
  // The wrapper's build opened in a plain browser (checking dist-native/ by hand).
  return 'browser';
}

/** Whether this page runs inside the native wrapper (Capacitor.isNativePlatform(), without Capacitor). */
export function runsInNativeWrapper(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): boolean {
  return currentPlatform(win, nativeBuild) !== 'browser';
}
