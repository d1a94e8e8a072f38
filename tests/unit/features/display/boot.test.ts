import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDisplayChoices,
  readDisplayChoices,
  type TextSizeChoice,
  type ThemeChoice,
} from '@/features/display';

// public/display-boot.js applies the saved choice before the first paint, without the app's
// modules. It must do exactly what the app does with the same saved values, or the page would
// change its look once the app has loaded.

const BOOT_SCRIPT = readFileSync(resolve('public/display-boot.js'), 'utf8');

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

describe('public/display-boot.js', () => {
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
    const script = head.indexOf('<script src="/display-boot.js"></script>');
    expect(script).toBeGreaterThan(head.indexOf('name="theme-color"'));
    expect(head.indexOf('name="theme-color"')).toBeGreaterThan(-1);
  });
});
