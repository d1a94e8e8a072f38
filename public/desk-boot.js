/* global window, document, MutationObserver */
// The desk's board in the first frame (docs/desk.md#the-board-in-the-first-frame), a classic
// script in desk.html's <head>, run before the desk's modules (a file, not an inline script: the
// Content-Security-Policy allows scripts from 'self' only). On /desk, the first screen of the
// board the manager last saw on this computer (src/desk/firstFrame/deskFirstFrame.ts keeps it,
// and its record's shape is that file's) is put on screen before the first paint, in place of
// "Starting the desk…", when it is this build's (its name is on this script's tag) and today's.
// The desk draws its own board meanwhile in #root, hidden (then out of the page), and takes the
// screen over (src/desk/firstFrame/takeOver.ts). Never on a driver's phone: the driver app neither loads nor
// downloads this file.
(function () {
  var boot = document.currentScript;
  var build = boot && boot.getAttribute('data-build');
  if (!build || !/^\/desk\/?$/.test(window.location.pathname)) return;

  var frame;
  try {
    frame = JSON.parse(window.localStorage.getItem('dispatch.desk.firstFrame') || 'null');
  } catch {
    return;
  }
  var now = new Date();
  var since = frame && typeof frame.since === 'number' ? new Date(frame.since) : null;
  if (
    !frame ||
    frame.format !== 1 ||
    frame.build !== build ||
    typeof frame.html !== 'string' ||
    typeof frame.uid !== 'string' ||
    !since ||
    since.getFullYear() !== now.getFullYear() ||
    since.getMonth() !== now.getMonth() ||
    since.getDate() !== now.getDate()
  )
    return;

  var kept = document.createElement('div');
  kept.id = 'desk-first-frame';
  // A picture of the board until the desk takes over: nothing in it works, so assistive
  // technology is not offered it (the desk's own board follows within a moment).
  kept.setAttribute('aria-hidden', 'true');

  var placed = false;
  function place() {
    var root = document.getElementById('root');
    // Once #root is whole: when the parser has added #root-end, the marker after it (desk.html),
    // whose parse the first paint waits for. A next sibling of #root is not enough: the parser
    // may stop right after #root's end tag, and the paint could come before the next node.
    var parsed = document.getElementById('root-end') || document.readyState !== 'loading';
    if (placed || !root || !parsed) return;
    placed = true;
    observer.disconnect();
    kept.innerHTML = frame.html;
    root.parentNode.insertBefore(kept, root);
    root.hidden = true;
    // Should the desk's scripts never start (they failed to load), its own screen shows after a
    // while. Once started, the desk takes over itself (src/desk/firstFrame/takeOver.ts).
    window.setTimeout(function () {
      if (!kept.parentNode || kept.hasAttribute('data-desk-started')) return;
      kept.parentNode.removeChild(kept);
      root.hidden = false;
    }, 15000);
  }
  // A MutationObserver's callback runs at the end of the parser's task that added the nodes,
  // before the browser's next paint: "Starting the desk…" never shows.
  var observer = new MutationObserver(place);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', place, { once: true });
  place();

  // A click on the kept board is held, not lost: what it was on is written on the kept board
  // (its tag and words: heldTapKey in takeOver.ts computes the same), dimmed, and clicked again
  // on the desk's own control once the desk has taken over.
  kept.addEventListener(
    'click',
    function (event) {
      event.preventDefault();
      event.stopPropagation();
      var target =
        event.target &&
        event.target.closest &&
        event.target.closest('a, button, summary, label, input, select, [role="button"]');
      var dimmed = kept.querySelectorAll('[data-held-tap]');
      for (var i = 0; i < dimmed.length; i += 1) dimmed[i].removeAttribute('data-held-tap');
      if (!target) {
        kept.removeAttribute('data-held-control');
        return;
      }
      var label = target.getAttribute('aria-label');
      if (label === null) label = target.textContent || '';
      kept.setAttribute(
        'data-held-control',
        target.tagName + '|' + label.replace(/\s+/g, ' ').trim(),
      );
      target.setAttribute('data-held-tap', '');
    },
    true,
  );
})();
