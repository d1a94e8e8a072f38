import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Which of `forms` (longest first) a one-line box shows: the first whose width fits the box,
 * else the last. The box must take its width from its place (flex-basis 0, min-width 0), not
 * from its text, and hold one `[data-form]` element per form, each as wide as its form on one
 * line (FittingText measures with pseudo-elements, out of the page's text). Chosen again when
 * the box is resized (a turned phone, a text size, a language).
 */
export function useLongestThatFits<Box extends HTMLElement>(forms: readonly string[]) {
  const box = useRef<Box>(null);
  const [chosen, setChosen] = useState(0);
  const key = forms.join('\n');
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const choose = () => {
      const room = element.clientWidth;
      const widths = [...element.querySelectorAll<HTMLElement>('[data-form]')].map(
        (measure) => measure.getBoundingClientRect().width,
      );
      const fits = widths.findIndex((width) => width <= room + 0.5);
      setChosen(fits === -1 ? widths.length - 1 : fits);
    };
    choose();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(choose);
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return { box, chosen: Math.max(0, Math.min(chosen, forms.length - 1)) };
}
