import { createContext, useContext } from 'react';
import { safeLocalStorage } from '@/platform';
import { FIRST_FRAME_KEY, type RememberedStorage } from './rememberedStart';

// The list in the first frame (docs/pwa.md#the-list-in-the-first-frame): the open orders'
// first screen as React renders it (react-dom/server, so every receipt's text is escaped by
// React and nothing from a receipt is ever inserted as HTML of its own), kept on the phone
// beside the remembered start. public/boot.js puts it into #root before the browser's first
// paint, when it is this build's, this user's and today's; React then hydrates that same DOM.
//
// The record is read by public/boot.js, a classic script with no modules: its shape is this
// file's and boot.js's contract (tests/unit/features/shared/firstFrame.test.ts runs boot.js
// over records written here).

/** The record's shape version: boot.js reads only this one. */
export const FIRST_FRAME_FORMAT = 1;

/**
 * The rows drawn in the first frame: a 360 × 740 phone shows three or four below the Next stop
 * card, a tall one eight; the rest are added once React owns the page.
 */
export const FIRST_FRAME_ROWS = 8;

/** A first screen is a few KB; a larger one is not kept (it is not a first screen). */
export const MAX_FIRST_FRAME_CHARS = 200_000;

export interface FirstFrameRecord {
  /** The build that drew it (the entry's hashed name): another build's DOM would not hydrate. */
  build: string;
  /** The signed-in user it belongs to: boot.js checks it against the remembered session. */
  uid: string;
  /** The day it shows (epoch ms, any time of that local day): only today's is shown. */
  since: number;
  /** The language it is drawn in: the app shows the same before hydrating it. */
  language: string;
  /** #root's markup, from react-dom/server. */
  html: string;
}

/** Keeps the first frame, or forgets the old one when this one is too large or cannot be kept. */
export function rememberFirstFrame(
  record: FirstFrameRecord,
  storage: RememberedStorage = safeLocalStorage(),
): void {
  if (storage === null) return;
  try {
    if (record.html.length > MAX_FIRST_FRAME_CHARS) {
      storage.removeItem(FIRST_FRAME_KEY);
      return;
    }
    storage.setItem(FIRST_FRAME_KEY, JSON.stringify({ format: FIRST_FRAME_FORMAT, ...record }));
  } catch {
    // Full or blocked storage: the next start draws the list once the app has loaded.
    forgetFirstFrame(storage);
  }
}

export function forgetFirstFrame(storage: RememberedStorage = safeLocalStorage()): void {
  try {
    storage?.removeItem(FIRST_FRAME_KEY);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}

/**
 * True while React renders the first frame: when it is drawn for keeping, and in the render
 * that hydrates it, until that render is committed. The screens draw what they draw then from
 * what both renders know alike (the remembered start), and no more than the first screen.
 */
export const FirstFrameContext = createContext(false);

export function useFirstFrame(): boolean {
  return useContext(FirstFrameContext);
}
