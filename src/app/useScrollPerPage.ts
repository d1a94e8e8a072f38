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

  // Remembers this page's position as it scrolls (read later, when the page is gone, the
  // position would already be clamped to the next page's height).
  useEffect(() => {
    const key = location.key;
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    // The document's scroller rather than window.scrollTo: jsdom (the component tests) has no
    // scrollingElement, where window.scrollTo would log "not implemented" on every page.
    document.scrollingElement?.scrollTo?.({ top: saved ?? 0, left: 0 });
  }, [location.key, navigationType]);
}
