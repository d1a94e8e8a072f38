/* global window, document */
// What runs before the app's modules, as a classic script in <head> (a file, not an inline
// script: the Content-Security-Policy allows scripts from 'self' only). Two jobs:
// 1. the theme and text size, before the first paint;
// 2. on the prerendered sign-in page only, starting the app after the first paint.
(function () {
  // 1. Theme and text size from this device's saved choice (or the phone's setting), so nothing
  // shows in the wrong colours first. Mirrors applyDisplayChoices in
  // src/features/display/preferences.ts (tests/unit/features/display keeps them in step); it
  // also follows the phone when it switches to dark at night.
  var root = document.documentElement;
  var phoneDark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function saved(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function apply() {
    var theme = saved('dispatch.theme');
    var size = saved('dispatch.textSize');
    if (theme !== 'light' && theme !== 'dark')
      theme = phoneDark && phoneDark.matches ? 'dark' : 'light';
    root.setAttribute('data-theme', theme);
    root.setAttribute(
      'data-text-size',
      size === 'large' || size === 'extra-large' ? size : 'standard',
    );
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.setAttribute('content', theme === 'dark' ? '#2b0707' : '#470b0b');
  }
  apply();
  if (phoneDark && phoneDark.addEventListener) phoneDark.addEventListener('change', apply);
})();

(function () {
  // 2. login.html carries the whole sign-in form in its HTML (docs/performance.md#the-
  // prerendered-first-screens), so its scripts are not needed for the first paint: the build
  // names them on this script's tag (data-entry, data-preload; scripts/vite/
  // prerenderFirstScreens.ts) instead of in <head>, and they are requested once the form is on
  // screen, so the first paint never waits on them. index.html starts its scripts at once.
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  // A "Sign in" (or Enter) before React has hydrated the form would be the browser's own
  // submit: a reload with the email and password in the address. Hold it instead, marked on
  // the form; src/main.tsx submits it again once React owns the form (it then removes
  // data-first-screen from #root, which ends the holding).
  document.addEventListener(
    'submit',
    function (event) {
      var app = document.getElementById('root');
      if (!app || !app.hasAttribute('data-first-screen')) return;
      event.preventDefault();
      if (event.target && event.target.setAttribute)
        event.target.setAttribute('data-held-submit', '');
    },
    true,
  );

  function addToHead(element) {
    document.head.appendChild(element);
  }
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      addToHead(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    addToHead(script);
  }
  // After the first paint of the whole page is on screen: once it is parsed (the browser may
  // paint a part of it before), the next frame paints it (its callback runs just before that
  // paint) and the frame after has shown it (the screen shows a frame a little after its paint
  // task ends: a timer right after the paint can run before that). A hidden page paints
  // nothing, so it starts once parsed (a frame may never come while hidden).
  function afterNextPaint() {
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) start();
    else
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(function () {
          window.setTimeout(start, 0);
        });
      });
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
  else afterNextPaint();
})();
