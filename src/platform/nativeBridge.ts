// Which native bridge this page has, if any: the Capacitor wrapper's bridge announces itself on
// `window` before any script runs (Android's addJavascriptInterface, iOS's
// WKScriptMessageHandler; the same test @capacitor/core makes), so no Capacitor code is needed
// to ask. Callers ask only in the wrapper's build (config's isNativeBuild), so the browser build
// drops every branch that would.

/** The parts of `window` the native bridges define. */
export interface BridgeWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/** 'android' or 'ios' inside the wrapper; null in a plain browser. */
export function nativeBridge(
  win: BridgeWindow = globalThis as BridgeWindow,
): 'android' | 'ios' | null {
  if (win.androidBridge !== undefined && win.androidBridge !== null) return 'android';
  if (win.webkit?.messageHandlers?.bridge !== undefined) return 'ios';
  return null;
}
