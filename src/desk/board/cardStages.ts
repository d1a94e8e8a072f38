// A big board drawn in stages (docs/desk.md#performance): its first render draws only what a
// wide screen shows at first — the first cards of "Unassigned" and of the first drivers' regions
// — so the first cards are on screen before React has made a thousand of them; the rest follows
// a few regions at a time, each stage after a painted frame, never taking a card away. A board
// of an ordinary day (at most WHOLE_BOARD_CARDS open cards) is drawn whole in its first render:
// every card is in the page, to find by its name, from the start.

/** Open cards up to which the board is drawn whole at once. */
export const WHOLE_BOARD_CARDS = 250;
/** Regions the first stage draws cards in: "Unassigned" and two rows of three drivers' regions. */
export const FIRST_SCREEN_COLUMNS = 7;
/** Cards each of those regions draws in the first stage: more than the screen's height shows. */
export const FIRST_SCREEN_CARDS = 6;
/** Regions drawn whole by each later stage. */
export const COLUMNS_PER_STAGE = 8;

/** The stage at which every card is drawn. */
export const ALL_STAGES = Number.POSITIVE_INFINITY;

/** The stage a board starts at: the whole board when it is an ordinary day's. */
export function firstStage(openCards: number): number {
  return openCards <= WHOLE_BOARD_CARDS ? ALL_STAGES : 0;
}

/** The stage after `stage` on a board of `columns` regions (ALL_STAGES once all are whole). */
export function nextStage(stage: number, columns: number): number {
  const next = stage + 1;
  return next * COLUMNS_PER_STAGE >= columns ? ALL_STAGES : next;
}

/**
 * How many of its `open` cards the region at `columnIndex` ("Unassigned" is 0, then the drivers'
 * in the board's order) draws at `stage`.
 */
export function cardsShown(open: number, columnIndex: number, stage: number): number {
  if (stage === ALL_STAGES || columnIndex < stage * COLUMNS_PER_STAGE) return open;
  if (columnIndex < FIRST_SCREEN_COLUMNS) return Math.min(open, FIRST_SCREEN_CARDS);
  return 0;
}
