import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyDisplayChoices,
  readDisplayChoices,
  type TextSizeChoice,
  type ThemeChoice,
} from '@/features/display';

// public/boot.js applies the saved choice before the first paint, without the app's modules. It
// must do exactly what the app does with the same saved values, or the page would change its
// look once the app has loaded. On login.html it also starts the app after the first paint.

const BOOT_SCRIPT = readFileSync(resolve('public/boot.js'), 'utf8');

type PhoneListener = () => void;

function fakePhone(dark: boolean) {
  const listeners: PhoneListener[] = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: PhoneListener) => listeners.push(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return {
    switchTo(nowDark: boolean) {
      query.matches = nowDark;
      listeners.forEach((listener) => listener());
    },
  };
}

function runBootScript() {
  // Runs the file as the browser would: a classic script in the page's global scope.
  new Function(BOOT_SCRIPT)();
}

function shownLook() {
  return {
    theme: document.documentElement.dataset.theme,
    textSize: document.documentElement.dataset.textSize,
    bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
  document.head.innerHTML = '';
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.textSize;
});

const SAVED_THEMES: (ThemeChoice | 'nonsense' | null)[] = [
  'system',
  'light',
  'dark',
  'nonsense',
  null,
];
const SAVED_SIZES: (TextSizeChoice | 'nonsense' | null)[] = [
  'standard',
  'large',
  'extra-large',
  'nonsense',
  null,
];

describe('public/boot.js: theme and text size', () => {
  for (const phoneDark of [false, true]) {
    for (const theme of SAVED_THEMES) {
      for (const textSize of SAVED_SIZES) {
        it(`matches the app for theme ${theme}, size ${textSize}, phone ${phoneDark ? 'dark' : 'light'}`, () => {
          document.head.innerHTML = '<meta name="theme-color" content="#470b0b" />';
          if (theme !== null) localStorage.setItem('dispatch.theme', theme);
          if (textSize !== null) localStorage.setItem('dispatch.textSize', textSize);
          fakePhone(phoneDark);
          runBootScript();
          const fromBoot = shownLook();

          applyDisplayChoices(document, readDisplayChoices(localStorage), phoneDark);
          expect(fromBoot).toEqual(shownLook());
        });
      }
    }
  }

  it('follows the phone switching to dark while System is chosen, not otherwise', () => {
    const phone = fakePhone(false);
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    phone.switchTo(true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    localStorage.setItem('dispatch.theme', 'light');
    phone.switchTo(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('falls back to the phone and Standard when the storage is blocked', () => {
    fakePhone(true);
    const blocked = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      runBootScript();
    } finally {
      if (blocked) Object.defineProperty(window, 'localStorage', blocked);
    }
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.textSize).toBe('standard');
  });

  it('is loaded by index.html in <head>, after the theme-color meta it updates', () => {
    const html = readFileSync(resolve('index.html'), 'utf8');
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
    const script = head.indexOf('<script src="/boot.js"></script>');
    expect(script).toBeGreaterThan(head.indexOf('name="theme-color"'));
    expect(head.indexOf('name="theme-color"')).toBeGreaterThan(-1);
  });
});

describe('public/boot.js: starting the app after the first paint', () => {
  /** Runs the boot script as the tag login.html carries (or index.html's, without `data`). */
  function runAsTag(data: Record<string, string>) {
    const tag = document.createElement('script');
    Object.entries(data).forEach(([name, value]) => tag.setAttribute(`data-${name}`, value));
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
    try {
      runBootScript();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
  }

  function requested() {
    return [
      ...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
    ].map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${new URL(element.src).pathname}`
        : `preload ${new URL((element as HTMLLinkElement).href).pathname}`,
    );
  }

  const LOGIN_TAG = { entry: '/assets/index-a.js', preload: '/assets/jsx-b.js /assets/demo-c.js' };
  const frames: FrameRequestCallback[] = [];

  afterEach(() => {
    vi.useRealTimers();
    frames.length = 0;
    document.body.innerHTML = '';
  });

  function fakeFrames() {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    return {
      /** One frame: its callbacks (they may ask for the next), then the timers they set. */
      paint() {
        frames.splice(0).forEach((callback) => callback(0));
        vi.runAllTimers();
      },
    };
  }

  it('requests the entry and its preloads only once the first frame is on screen', () => {
    const frame = fakeFrames();
    runAsTag(LOGIN_TAG);
    expect(requested()).toEqual([]);
    frame.paint();
    // Painted, but the screen shows it a little later: the next frame is when it surely has.
    expect(requested()).toEqual([]);
    frame.paint();
    expect(requested()).toEqual([
      'preload /assets/jsx-b.js',
      'preload /assets/demo-c.js',
      'script /assets/index-a.js',
    ]);
  });

  it('waits for the whole page to be parsed before that paint', () => {
    const frame = fakeFrames();
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      runAsTag(LOGIN_TAG);
      frame.paint();
      expect(requested()).toEqual([]);
    } finally {
      parsing.mockRestore();
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested()).toEqual([]);
    frame.paint();
    frame.paint();
    expect(requested()).toContain('script /assets/index-a.js');
  });

  it('starts at once on a hidden page, which paints no frame', () => {
    fakeFrames();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      runAsTag(LOGIN_TAG);
    } finally {
      visibility.mockRestore();
    }
    expect(requested()).toContain('script /assets/index-a.js');
  });

  it('leaves index.html, whose tag names no entry, to its own scripts', () => {
    const frame = fakeFrames();
    runAsTag({});
    frame.paint();
    frame.paint();
    expect(requested()).toEqual([]);
  });

  function submitOnPrerenderedForm(boot: Record<string, string>) {
    document.body.innerHTML =
      '<div id="root" data-first-screen="login"><form><button type="submit">Sign in</button></form></div>';
    fakeFrames();
    runAsTag(boot);
    const form = document.querySelector('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    return { form, held: submit.defaultPrevented };
  }

  it('holds a submit made before React owns the form, and marks the form', () => {
    const { form, held } = submitOnPrerenderedForm(LOGIN_TAG);
    expect(held).toBe(true);
    expect(form?.hasAttribute('data-held-submit')).toBe(true);
  });

  it('stops holding once the app has taken over #root', () => {
    const { form } = submitOnPrerenderedForm(LOGIN_TAG);
    form?.removeAttribute('data-held-submit');
    document.getElementById('root')?.removeAttribute('data-first-screen');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(form?.hasAttribute('data-held-submit')).toBe(false);
  });
});
