/* global window, document, MutationObserver */
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

(function () {
  // 3. The list in the first frame (docs/pwa.md#the-list-in-the-first-frame): on /order, the
  // signed-in first screen the app last drew with react-dom/server (src/app/firstFrameApp.tsx), put
  // into #root before the first paint, in place of "Starting Dispatch…"; src/main.tsx then
  // hydrates it. Only when it is this build's (its name is on this script's tag), the
  // remembered session's user's, and today's: the record's shape is src/features/shared/
  // firstFrame.ts's. Its markup is React's (every receipt's text escaped by React), so it is
  // placed as it is.
  var boot = document.currentScript;
  var build = boot && boot.getAttribute('data-build');
  if (!build || window.location.pathname !== '/order') return;

  function read(key) {
    try {
      return JSON.parse(window.localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  }
  function sameDay(a, b) {
    var x = new Date(a);
    var y = new Date(b);
    return (
      x.getFullYear() === y.getFullYear() &&
      x.getMonth() === y.getMonth() &&
      x.getDate() === y.getDate()
    );
  }
  var frame = read('dispatch.firstFrame');
  var session = read('dispatch.rememberedSession');
  var uid = session && session.user && session.user.uid;
  if (
    !frame ||
    frame.format !== 1 ||
    frame.build !== build ||
    typeof frame.html !== 'string' ||
    typeof uid !== 'string' ||
    frame.uid !== uid ||
    typeof frame.since !== 'number' ||
    !sameDay(frame.since, Date.now())
  )
    return;

  var placed = false;
  function place() {
    var root = document.getElementById('root');
    // Once #root is whole: its prerendered screen is replaced. Whole when the parser has added
    // #root-end, the marker after it (index.html), whose parse the first paint waits for. Not
    // when #root has a next sibling: the parser may stop for a while right after #root's end tag,
    // before it adds the next node, and the paint #root's own end would allow came first.
    var parsed = document.getElementById('root-end') || document.readyState !== 'loading';
    if (placed || !root || !parsed) return;
    placed = true;
    observer.disconnect();
    root.innerHTML = frame.html;
    root.setAttribute('data-first-screen', 'orders');
    if (typeof frame.language === 'string') root.setAttribute('data-language', frame.language);
  }
  // A MutationObserver's callback runs at the end of the parser's task that added the nodes,
  // before the browser's next paint: "Starting Dispatch…" never shows.
  var observer = new MutationObserver(place);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', place, { once: true });
  place(); // #root is already whole when this runs after the parser (tests, a late script)

  // Nothing on it works before React owns it (src/app/takeOverFirstScreen.ts). A tap then is
  // held, not lost: the element tapped is marked (it dims: src/ui/theme/layout.css) and tapped
  // again once React has taken over. A link is not followed by the browser meanwhile (a whole
  // page load).
  document.addEventListener(
    'click',
    function (event) {
      var root = document.getElementById('root');
      if (!root || root.getAttribute('data-first-screen') !== 'orders') return;
      var target = event.target;
      if (!target || !target.closest || !root.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      var tapped = target.closest('a, button, summary, label, input, [role="button"]');
      var held = root.querySelectorAll('[data-held-tap]');
      for (var i = 0; i < held.length; i += 1) held[i].removeAttribute('data-held-tap');
      if (tapped) tapped.setAttribute('data-held-tap', '');
    },
    true,
  );
})();
