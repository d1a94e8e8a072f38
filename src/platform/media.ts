/** Whether the media query matches now; false where there is no matchMedia (jsdom, old WebViews). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}
