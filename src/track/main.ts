import { scriptBaseUrl } from '@/config/maps';
import { after, every, onHidden, onVisible, type Unsubscribe } from '@/platform';
import { chooseLang, words } from './i18n';
import { createTrackMap } from './map';
import { renderMessage, renderView, type Rendered } from './render';
import { httpSource, type Source } from './source';

// The customer's tracking page, /track/<token> (docs/tracking.md): a page of its own, not the
// driver app. It reads GET /track/{token} every 10 s while shown, less often when hidden or
// failing, and says what it knows in the browser's language. It holds no customer data.

/** While the page is shown. */
export const POLL_MS = 10_000;
/** While it is hidden (another tab, the phone locked). */
export const HIDDEN_POLL_MS = 60_000;
/** A failing backend is asked at most this often. */
export const MAX_BACKOFF_MS = 60_000;
/** Once delivered, the page barely needs to ask. */
const FINAL_POLL_MS = 60_000;

const lang = chooseLang(navigator.languages ?? [navigator.language]);
const w = words(lang);
document.documentElement.lang = lang;
document.title = w.title;

const content = document.getElementById('track-content') as HTMLElement;
const business = document.getElementById('track-business') as HTMLElement;
const note = document.getElementById('track-note') as HTMLElement;

const token = decodeURIComponent(location.pathname.replace(/^\/track\/?/, '').split('/')[0] ?? '');
const demo = !import.meta.env.VITE_BACKEND_URL;

let current: Rendered | null = null;

function render() {
  if (current !== null) renderView(content, w, lang, current, map.showing());
}

// Google's map of the driver when the build has a key; it loads only once a position arrives,
// after the page's first render, and the drawing stands in whenever it cannot show.
const map = createTrackMap({
  apiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined,
  apiBase: scriptBaseUrl(import.meta.env.VITE_MAPS_API_BASE_URL as string | undefined),
  lang,
  frame: document.getElementById('track-map') as HTMLElement,
  label: w.map,
  markerTitle: w.driver,
  onChange: render,
});

let failures = 0;
let cancelNext: Unsubscribe = () => {};
let over = false;

function showBusiness(name: string | null) {
  if (name) business.textContent = name;
}

function schedule(source: Source) {
  cancelNext();
  if (over) return;
  const hidden = document.visibilityState === 'hidden';
  const base =
    current?.view.step === 'delivered' ? FINAL_POLL_MS : hidden ? HIDDEN_POLL_MS : POLL_MS;
  const wait = failures === 0 ? base : Math.min(MAX_BACKOFF_MS, base * 2 ** failures);
  cancelNext = after(wait, () => void refresh(source));
}

async function refresh(source: Source) {
  const answer = await source.read(token);
  if (answer.kind === 'view') {
    failures = 0;
    note.textContent = '';
    current = { view: answer.view, receivedAt: performance.now() };
    showBusiness(answer.view.business);
    // The position goes on the map only while on the way (the view has one only then), and
    // first: the content then knows whether the map shows, and drops its drawing if so.
    map.show(answer.view.step === 'on-the-way' ? answer.view.driver : null);
    render();
  } else if (answer.kind === 'invalid') {
    // Unknown or expired: said once, and never asked again.
    over = true;
    current = null;
    map.show(null);
    showBusiness(answer.business);
    renderMessage(content, w.invalid, 'message--invalid');
  } else {
    failures += 1;
    if (current === null) renderMessage(content, w.offline);
    else note.textContent = w.offline;
  }
  schedule(source);
}

async function start() {
  if (demo) document.getElementById('track-demo')?.removeAttribute('hidden');
  const source: Source = demo
    ? await (await import('./demoSource')).demoSource()
    : httpSource(import.meta.env.VITE_BACKEND_URL as string);
  onVisible(() => void refresh(source));
  onHidden(() => schedule(source));
  source.onChange?.(() => void refresh(source));
  // "updated 30 s ago" keeps counting between answers.
  every(5_000, render);
  await refresh(source);
}

renderMessage(content, w.loading);
void start().catch(() => renderMessage(content, w.offline));
