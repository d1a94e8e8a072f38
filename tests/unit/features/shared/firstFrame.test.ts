import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_FIRST_FRAME_CHARS,
  rememberFirstFrame,
  type FirstFrameRecord,
} from '@/features/shared/firstFrame';
import {
  FIRST_FRAME_KEY,
  forgetRememberedStart,
  rememberSession,
} from '@/features/shared/rememberedStart';

// The first frame's record is written by the app (features/shared/firstFrame.ts) and read by
// public/boot.js, a classic script with no modules, before the first paint: these run boot.js
// over records written by the app, so the two keep to one shape.

const BOOT_SCRIPT = readFileSync(resolve('public/boot.js'), 'utf8');
const BUILD = 'index-abc123';
const UID = 'driver-1';
const FRAME_HTML =
  '<div class="shell"><ul aria-label="Open orders"><li><a href="/order-detail?id=r1">Order #1</a></li></ul></div>';

function record(overrides: Partial<FirstFrameRecord> = {}): FirstFrameRecord {
  return {
    build: BUILD,
    uid: UID,
    since: Date.now(),
    language: 'en',
    html: FRAME_HTML,
    ...overrides,
  };
}

function signedInAs(uid: string) {
  rememberSession({
    user: { uid, email: `${uid}@demo.test` },
    profile: { uid, name: 'Ana', email: `${uid}@demo.test`, role: 'dispatcher' } as never,
  });
}

/** Runs boot.js as the browser does: a classic script, its tag carrying the build's name. */
function runBootScript(build: string | null = BUILD) {
  const tag = document.createElement('script');
  if (build !== null) tag.setAttribute('data-build', build);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  new Function(BOOT_SCRIPT)();
}

const root = () => document.getElementById('root')!;

beforeEach(() => {
  window.history.replaceState(null, '', '/order');
  document.body.innerHTML =
    '<div id="root" data-first-screen="starting"><p>Starting Dispatch…</p></div>\n';
});

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('public/boot.js with a first frame', () => {
  it("puts this build's, this user's, today's frame into #root, in its language", () => {
    signedInAs(UID);
    rememberFirstFrame(record({ language: 'pt-PT' }));
    runBootScript();
    expect(root().innerHTML).toBe(FRAME_HTML);
    expect(root().dataset.firstScreen).toBe('orders');
    expect(root().dataset.language).toBe('pt-PT');
  });

  it('places it only once #root is whole: when the parser has added the marker after it', async () => {
    // The parser may stop right after #root's end tag: a next sibling is not enough, and the
    // first paint waits for #root-end (index.html's render-blocking link), not for #root.
    const afterObservers = () => new Promise((resolve) => setTimeout(resolve, 0));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      signedInAs(UID);
      rememberFirstFrame(record());
      runBootScript();
      root().after(document.createElement('script'));
      await afterObservers();
      expect(root().dataset.firstScreen).toBe('starting');

      const marker = document.createElement('template');
      marker.id = 'root-end';
      document.body.append(marker);
      await afterObservers();
      expect(root().innerHTML).toBe(FRAME_HTML);
      expect(root().dataset.firstScreen).toBe('orders');
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it.each([
    ['another build', () => rememberFirstFrame(record({ build: 'index-older' }))],
    ['another user', () => rememberFirstFrame(record({ uid: 'driver-2' }))],
    ['yesterday', () => rememberFirstFrame(record({ since: Date.now() - 26 * 3_600_000 }))],
    [
      'another shape',
      () => localStorage.setItem(FIRST_FRAME_KEY, '{"format":2,"html":"<p>x</p>"}'),
    ],
    ['unreadable', () => localStorage.setItem(FIRST_FRAME_KEY, '{torn')],
  ])('leaves "Starting Dispatch…" for a frame of %s', (_name, write) => {
    signedInAs(UID);
    write();
    runBootScript();
    expect(root().textContent).toBe('Starting Dispatch…');
    expect(root().dataset.firstScreen).toBe('starting');
  });

  it('shows nothing remembered without a session, on the dev server, or off /order', () => {
    rememberFirstFrame(record());
    runBootScript();
    expect(root().dataset.firstScreen).toBe('starting');

    signedInAs(UID);
    runBootScript(null);
    expect(root().dataset.firstScreen).toBe('starting');

    window.history.replaceState(null, '', '/today');
    runBootScript();
    expect(root().dataset.firstScreen).toBe('starting');
  });

  it('holds a tap until the app has taken over, marking what was tapped', () => {
    signedInAs(UID);
    rememberFirstFrame(record());
    runBootScript();
    const link = root().querySelector('a')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-held-tap')).toBe(true);

    // Once React owns the page (takeOverFirstScreen.ts removes the mark), taps are its own.
    root().removeAttribute('data-first-screen');
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('the first frame record', () => {
  it('is not kept when larger than a first screen, and goes with the session', () => {
    rememberFirstFrame(record());
    expect(localStorage.getItem(FIRST_FRAME_KEY)).not.toBeNull();
    rememberFirstFrame(record({ html: 'x'.repeat(MAX_FIRST_FRAME_CHARS + 1) }));
    expect(localStorage.getItem(FIRST_FRAME_KEY)).toBeNull();

    rememberFirstFrame(record());
    forgetRememberedStart();
    expect(localStorage.getItem(FIRST_FRAME_KEY)).toBeNull();
  });

  it('is forgotten when the storage is full', () => {
    rememberFirstFrame(record());
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    };
    rememberFirstFrame(record({ html: '<p>newer</p>' }), full);
    expect(localStorage.getItem(FIRST_FRAME_KEY)).toBeNull();
  });
});
