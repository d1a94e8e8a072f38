import { isNativeBuild } from '@/config/env';
import type { LinkTarget } from '@/domain/route/links';

// Which links open the navigation apps: universal links on the web; inside the native wrapper
// (docs/native.md), each app's URL scheme. The wrapper's bridges announce themselves on
// `window` before any script runs (the check services/native/platform.ts makes; a feature may
// not import services).

interface BridgeWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

export function linkTarget(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): LinkTarget {
  if (!nativeBuild) return 'web';
  if (win.androidBridge !== undefined && win.androidBridge !== null) return 'android';
  if (win.webkit?.messageHandlers?.bridge !== undefined) return 'ios';
  return 'web';
}
