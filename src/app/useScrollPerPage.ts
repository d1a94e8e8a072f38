import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Each page has its own scroll position, as between real pages: a page opened by a link starts
 * at its top (an order opened from far down the list shows its heading), and Back or Forward
 * returns to where that page was left. The browser's own restoration is off because it runs
 * before React has drawn the page it restores.
 */
export function useScrollPerPage() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remembers the position of the page on screen as it scrolls. Read when leaving, it would be
  // too late: the next page is already drawn and the position clamped to its height. The key is
  // switched before the next page is scrolled, so that scroll counts for the next page only.
  const shownKey = useRef(location.key);
  useEffect(() => {
    const remember = () => positions.current.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    // The document's scroller rather than window.scrollTo: jsdom (the component tests) has no
    // scrollingElement, where window.scrollTo would log "not implemented" on every page.
    document.scrollingElement?.scrollTo?.({ top: saved ?? 0, left: 0 });
  }, [location.key, navigationType]);
}
