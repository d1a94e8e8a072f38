import { useEffect, useLayoutEffect, useRef } from 'react';
import { after, onHidden, whenIdle } from '@/platform';
import { deskBuildName, firstScreenMarkup, keepDeskFirstFrame } from './deskFirstFrame';

// The desk takes the screen over from the board kept in the first frame (deskFirstFrame.ts,
// public/desk-boot.js): once it shows what it has to show — the board drawn from the day's
// receipts, the sign-in form, or why it could not start — #root takes the kept copy's place in
// the page, in the same frame. Until then the kept copy is a picture: a click on it is held
// (desk-boot.js marks what was clicked) and made again here on the desk's own control.

/** The element desk-boot.js puts the kept board in, before #root. */
export const FIRST_FRAME_ELEMENT_ID = 'desk-first-frame';
/** Where desk-boot.js writes what a click on the kept board was on (see heldTapKey). */
export const HELD_CONTROL_ATTRIBUTE = 'data-held-control';

/** The performance mark of the desk's first own screen (its board, or why there is none). */
export const TOOK_OVER_MARK = 'desk: own screen';

const TAPPABLE = 'a, button, summary, label, input, select, [role="button"]';

/**
 * What names a control across the kept copy and the desk's own: its tag and its accessible
 * words (aria-label, else its text). desk-boot.js computes the same (keep the two in step).
 */
export function heldTapKey(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return `${element.tagName}|${label.replace(/\s+/g, ' ').trim()}`;
}

/** At the latest this long after the desk's start, its own screen shows (its "Loading…"). */
export const TAKE_OVER_AT_LATEST_MS = 10_000;

/** #root while it is out of the page, waiting to take the kept board's place. */
let waitingRoot: HTMLElement | null = null;
/** Cancels the latest take-over's timer, once the desk has taken over. */
let cancelLatestTakeOver: () => void = () => {};

/**
 * The element the desk renders into: #root. While the kept board shows, #root is taken out of
 * the page until the desk takes over, so that the page never holds two copies of a text (the
 * kept board's "Sign out" and the desk's own header, drawn before its board): a search by text
 * finds one. desk-boot.js's own fallback then leaves the moment to the desk, which takes over
 * at the latest after TAKE_OVER_AT_LATEST_MS.
 */
export function deskRootElement(doc: Document = document): HTMLElement | null {
  const root = doc.getElementById('root');
  const frame = doc.getElementById(FIRST_FRAME_ELEMENT_ID);
  if (root === null || frame === null) return root;
  frame.setAttribute('data-desk-started', '');
  root.remove();
  waitingRoot = root;
  cancelLatestTakeOver = after(TAKE_OVER_AT_LATEST_MS, () => takeOverFirstFrame(doc));
  return root;
}

/** Puts the desk in the kept board's place; a held click is made again on its control. */
export function takeOverFirstFrame(doc: Document = document): void {
  const frame = doc.getElementById(FIRST_FRAME_ELEMENT_ID);
  const root = waitingRoot ?? doc.getElementById('root');
  const held = frame?.getAttribute(HELD_CONTROL_ATTRIBUTE) ?? null;
  if (frame !== null && waitingRoot !== null) frame.replaceWith(waitingRoot);
  else frame?.remove();
  waitingRoot = null;
  cancelLatestTakeOver();
  root?.removeAttribute('hidden');
  // When the desk first showed its own screen, for a profile and the bench (section 11).
  if (performance.getEntriesByName(TOOK_OVER_MARK).length === 0) performance.mark(TOOK_OVER_MARK);
  if (held === null || root === null) return;
  const control = Array.from(root.querySelectorAll(TAPPABLE)).find(
    (element) => heldTapKey(element) === held,
  );
  // After this commit: the click's handlers then update React's state as any click does.
  if (control instanceof HTMLElement) after(0, () => control.click());
}

/** Takes the screen over once `shown` (what the desk shows is no longer a "Loading…"). */
export function useTakeOverFirstFrame(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) takeOverFirstFrame();
  }, [shown]);
}

/**
 * Keeps the board's first screen for the next start: once it is drawn whole (`drawn`), when
 * the browser is idle, and each time the page is hidden (a reload, a closed tab, another
 * window) if the board or the language changed since — never on a realtime change, whose budget
 * is the board's, and no work in a reload's way when what is kept is still what shows.
 */
export function useKeepDeskFirstFrame(
  /** The board on screen now (read when keeping: nothing runs on the board's changes). */
  shownBoard: () => object,
  drawn: boolean,
  uid: string | null,
): void {
  const kept = useRef<{ board: object; language: string } | null>(null);
  useEffect(() => {
    const build = deskBuildName();
    if (!drawn || build === null || uid === null) return;
    const keep = () => {
      const root = document.getElementById('root');
      const board = shownBoard();
      const language = document.documentElement.lang;
      const same = kept.current?.board === board && kept.current.language === language;
      if (root === null || root.hidden || same) return;
      keepDeskFirstFrame({ build, uid, since: Date.now(), html: firstScreenMarkup(root) });
      kept.current = { board, language };
    };
    const stopIdle = whenIdle(keep, 5_000);
    const stopHidden = onHidden(keep);
    return () => {
      stopIdle();
      stopHidden();
    };
  }, [shownBoard, drawn, uid]);
}
