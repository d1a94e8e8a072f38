import { isNativeBuild } from '@/config/env';
import { nativeBridge, type BridgeWindow } from '@/platform';

// The platform switch: whether the app runs inside the Capacitor wrapper (docs/native.md).
// It imports no Capacitor code (platform/nativeBridge.ts asks the page), and the browser build,
// where isNativeBuild is the literal false, drops every branch that asks.

export type AppPlatform = 'browser' | 'android' | 'ios';

/** Where the app runs: 'browser' unless this is the wrapper's build inside the wrapper. */
export function currentPlatform(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): AppPlatform {
  if (!nativeBuild) return 'browser';
  // null: the wrapper's build opened in a plain browser (checking dist-native/ by hand).
  return nativeBridge(win) ?? 'browser';
}

/** Whether this page runs inside the native wrapper (Capacitor.isNativePlatform(), without Capacitor). */
export function runsInNativeWrapper(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): boolean {
  return currentPlatform(win, nativeBuild) !== 'browser';
}
