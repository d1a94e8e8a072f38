// Web storage, read safely: `window.localStorage` itself throws where site data is blocked
// (private modes, blocked third-party storage), and does not exist outside a browser.

/** The browser's localStorage, or null where there is none or access is denied. */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
