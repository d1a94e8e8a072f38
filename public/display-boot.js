/* global window, document */
// Theme and text size before the first paint, from this device's saved choice (or the phone's
// setting): a classic script in <head>, so nothing shows in the wrong colours first. A file,
// not an inline script: the Content-Security-Policy allows scripts from 'self' only. Mirrors
// applyDisplayChoices in src/features/display/preferences.ts (tests/unit/features/display
// keeps them in step); it also follows the phone when it switches to dark at night.
(function () {
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
