import { cardsShown, FIRST_SCREEN_COLUMNS } from '@/desk/board/cardStages';
import { safeLocalStorage } from '@/platform';

// The desk's board in the first frame (docs/desk.md#the-board-in-the-first-frame): the first
// screen of the board the manager last saw, kept on this computer while signed in, and put on
// screen by public/desk-boot.js before any of the desk's modules has run. The desk then draws
// its own board from the day's receipts and takes the screen over (takeOver.ts).
//
// The record is read by public/desk-boot.js, a classic script with no modules: its shape is
// this file's and desk-boot.js's contract (tests/unit/desk/deskFirstFrame.test.ts runs
// desk-boot.js over records written here).

export const DESK_FIRST_FRAME_KEY = 'dispatch.desk.firstFrame';
/** The record's shape version: desk-boot.js reads only this one. */
export const DESK_FIRST_FRAME_FORMAT = 1;
/** A first screen is some tens of KB; a larger one is not kept (it is not a first screen). */
export const MAX_DESK_FIRST_FRAME_CHARS = 300_000;

type FrameStorage = Pick<Storage, 'setItem' | 'removeItem'> | null;

export interface DeskFirstFrameRecord {
  /** The desk build that drew it (desk-boot.js's tag names it): another build's styles differ. */
  build: string;
  /** The manager it was drawn for. */
  uid: string;
  /** When it was drawn (epoch ms): only today's is shown. */
  since: number;
  /** #root's markup: the browser's own serialisation of the desk's DOM (below). */
  html: string;
}

/** Left out of the kept screen: what was open for a moment (a menu, a dialog). */
const LEFT_OUT = '[role="menu"], [role="dialog"], dialog';
/** The attributes that name an element by id: the kept copy's ids are its own (`ff-…`). */
const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];

/**
 * A copy of the desk's screen holding only its first screen: the regions and cards the board's
 * first stage draws (cardStages.ts: "Unassigned" and the first six drivers' regions, six cards
 * each), whatever stage it is at; the regions after them, below a wide screen's fold, are left
 * out whole, and so is what was open for a moment. Its ids are its own, so that it never shares
 * one with the desk while both are in the page. A walk of the board's elements that copies only
 * what it keeps, not a thousand cards.
 */
export function firstScreenCopy(root: Element): Element {
  let columnIndex = -1;
  const copy = (element: Element, cardLimit: number | null): Element => {
    const shallow = element.cloneNode(false) as Element;
    renameIds(shallow);
    const isColumn = element.classList.contains('desk-column');
    const open = isColumn
      ? (element.querySelector(':scope > .desk-column__cards')?.childElementCount ?? 0)
      : 0;
    let left = cardLimit;
    for (const child of Array.from(element.childNodes)) {
      if (!(child instanceof Element)) {
        shallow.appendChild(child.cloneNode(false));
        continue;
      }
      if (child.matches(LEFT_OUT)) continue;
      if (child.classList.contains('desk-column')) {
        columnIndex += 1;
        if (columnIndex >= FIRST_SCREEN_COLUMNS) continue;
      }
      if (child.classList.contains('desk-column__cards')) {
        // A region's own list is its open cards; the delivered ones (a list further down, in
        // "Delivered (n)") stay folded away.
        shallow.appendChild(copy(child, isColumn ? cardsShown(open, columnIndex, 0) : 0));
        continue;
      }
      if (left !== null && child.classList.contains('desk-card__item')) {
        if (left <= 0) continue;
        left -= 1;
      }
      shallow.appendChild(copy(child, null));
    }
    return shallow;
  };
  return copy(root, null);
}

function renameIds(element: Element): void {
  const id = element.getAttribute('id');
  if (id !== null) element.setAttribute('id', `ff-${id}`);
  for (const name of ID_REFERENCES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const renamed = value
      .split(/\s+/)
      .filter(Boolean)
      .map((ref) => `ff-${ref}`);
    element.setAttribute(name, renamed.join(' '));
  }
}

/**
 * The markup kept: the browser's serialisation escapes every text (`<`, `>`, `&`) and attribute
 * value, and the desk's screen holds no raw-text element (script, style, noscript) a receipt's
 * text could end in; desk-boot.js parses it back as it was. The page's Content-Security-Policy
 * runs no inline script or handler either way.
 */
export function firstScreenMarkup(root: Element): string {
  return firstScreenCopy(root).innerHTML;
}

/** Keeps the first screen, or forgets the old one when it is too large or cannot be kept. */
export function keepDeskFirstFrame(
  record: DeskFirstFrameRecord,
  storage: FrameStorage = safeLocalStorage(),
): void {
  if (storage === null) return;
  try {
    if (record.html.length > MAX_DESK_FIRST_FRAME_CHARS) {
      storage.removeItem(DESK_FIRST_FRAME_KEY);
      return;
    }
    storage.setItem(
      DESK_FIRST_FRAME_KEY,
      JSON.stringify({ format: DESK_FIRST_FRAME_FORMAT, ...record }),
    );
  } catch {
    // Full or blocked storage: the next start draws the board once the desk has loaded.
    forgetDeskFirstFrame(storage);
  }
}

/** Forgets the kept screen: at sign-out, and when the desk starts signed out or refused. */
export function forgetDeskFirstFrame(storage: FrameStorage = safeLocalStorage()): void {
  try {
    storage?.removeItem(DESK_FIRST_FRAME_KEY);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}

/** The desk build's name, as the build wrote it on desk-boot.js's tag (none in development). */
export function deskBuildName(doc: Document = document): string | null {
  return doc.querySelector('script[data-desk-boot]')?.getAttribute('data-build') || null;
}
