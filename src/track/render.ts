import { ago, distance, fill, type Lang, type Words } from './i18n';
import type { Step, View } from './view';

// The page's content from one view, as plain DOM (no framework: the page must stay small). Only
// text nodes are written from data, never HTML, so nothing in an answer can become markup.

/** Past this, the position is said to be old, plainly. */
export const STALE_POSITION_SECONDS = 120;

const TIMELINE: readonly Step[] = ['preparing', 'picked-up', 'on-the-way', 'delivered'];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function timeline(w: Words, step: Step): HTMLElement {
  const list = el('ol', 'timeline');
  const reached = step === 'not-delivered' ? 2 : TIMELINE.indexOf(step);
  TIMELINE.forEach((name, index) => {
    const done = index <= reached && step !== 'not-delivered';
    const item = el('li', `timeline__step${done ? ' timeline__step--done' : ''}`, w.steps[index]);
    if (index === reached && step !== 'not-delivered') item.setAttribute('aria-current', 'step');
    list.append(item);
    void name;
  });
  if (step === 'not-delivered') {
    list.append(el('li', 'timeline__step timeline__step--failed', w.notDelivered));
  }
  return list;
}

/** Driver and door on one line, the driver placed by the distance left (5 km fills the line). */
function drawing(w: Words, lang: Lang, metres: number): HTMLElement {
  const figure = el('figure', 'drawing');
  const share = Math.min(1, metres / 5000);
  const x = 40 + (1 - share) * 220;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 320 60');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', w.drawing);
  svg.innerHTML =
    '<line x1="40" y1="30" x2="280" y2="30" stroke="currentColor" stroke-width="2" stroke-dasharray="4 6"/>' +
    `<circle cx="${x.toFixed(0)}" cy="30" r="10" fill="#1a7f37"/>` +
    '<path d="M280 14a10 10 0 0 1 10 10c0 8-10 20-10 20s-10-12-10-20a10 10 0 0 1 10-10z" fill="#b3261e"/>';
  figure.append(svg, el('figcaption', '', fill(w.away, { d: distance(lang, metres) })));
  return figure;
}

export interface Rendered {
  view: View;
  /** performance.now() when the view arrived: positions age from it. */
  receivedAt: number;
}

/**
 * `mapShown`: Google's map shows the driver beside this content (map.ts), so the distance is
 * said in words and the drawing left out.
 */
export function renderView(
  root: HTMLElement,
  w: Words,
  lang: Lang,
  current: Rendered,
  mapShown = false,
): void {
  const { view } = current;
  const heading = el(
    'h1',
    'order',
    view.orderNumber === null ? w.title : fill(w.order, { n: view.orderNumber }),
  );
  const nodes: HTMLElement[] = [heading, timeline(w, view.step)];
  if (view.step === 'delivered') {
    nodes.push(el('p', 'status status--done', w.deliveredText));
  } else if (view.step === 'not-delivered') {
    nodes.push(el('p', 'status', w.notDeliveredText));
  } else if (view.arrivalMinutes !== null) {
    nodes.push(el('p', 'status eta', fill(w.arriving, { n: view.arrivalMinutes })));
  }
  if (view.step === 'on-the-way') {
    if (view.driver === null) {
      nodes.push(el('p', 'muted', w.noPosition));
    } else {
      const age = view.driver.ageSeconds + (performance.now() - current.receivedAt) / 1000;
      const text =
        age > STALE_POSITION_SECONDS
          ? fill(w.stale, { ago: ago(w, age) })
          : fill(w.updated, { ago: ago(w, age) });
      nodes.push(
        el('p', age > STALE_POSITION_SECONDS ? 'updated updated--stale' : 'updated', text),
      );
      const metres = view.distanceMetres;
      if (metres !== null && mapShown) {
        nodes.push(el('p', 'muted', fill(w.away, { d: distance(lang, metres) })));
      } else if (metres !== null) {
        nodes.push(drawing(w, lang, metres));
      }
    }
  }
  root.replaceChildren(...nodes);
}

/** A page-wide message (loading, not valid, no connection) as the page's heading. */
export function renderMessage(root: HTMLElement, text: string, tone = ''): void {
  root.replaceChildren(el('h1', `message ${tone}`.trim(), text));
}
