import { isNativeBuild } from '@/config/env';
import type { LinkTarget } from '@/domain/route/links';
import { nativeBridge, type BridgeWindow } from '@/platform';

// Which links open the navigation apps: universal links on the web; inside the native wrapper
// (docs/native.md), each app's URL scheme.

export function linkTarget(
  win: BridgeWindow = globalThis as BridgeWindow,
  nativeBuild: boolean = isNativeBuild,
): LinkTarget {
  if (!nativeBuild) return 'web';
  return nativeBridge(win) ?? 'web';
}
