import type { MenuTarget } from '@/desk/board/AssignMenu';
import type { Board, BoardCard, SharedRuns } from '@/desk/board/board';
import { deskText } from '@/desk/i18n/texts';
import {
  dispatchStopOf,
  rankDrivers,
  type DispatchDriver,
  type DispatchSettings,
  type NoSuggestion,
} from '@/domain/dispatch';
import { deskDispatchSettings, dispatchDrivers } from './dispatchDrivers';
export { sameForDispatch } from './dispatchBoard';
import { optionText, reasonText, suggestionText } from './dispatchText';
import { previewPlan, type AutoAssignPreview } from './previewPlan';

// Auto-dispatch over the board the desk shows (docs/auto-dispatch.md): the drivers worked out
// once per board, clock tick or shift change and only when first asked (a menu opened, the
// cards' suggestions after the paint), never in the render of a realtime change. This module
// and the domain's rule are loaded after the board is drawn (useDeskDispatch.ts): the rest of
// the board knows them by their type only, so /desk's first load does not carry them.

export interface DeskDispatch {
  readonly now: number;
  readonly settings: DispatchSettings;
  /** Every driver who may be given orders, with their run (computed on first use). */
  drivers(): readonly DispatchDriver[];
  /** A card's menu, best first with figures; null: by name (no map position). */
  targets(card: BoardCard): MenuTarget[] | null;
  /** The unassigned cards' lines. */
  suggestions(cards: readonly BoardCard[]): Map<string, CardSuggestion>;
  /** Auto-assign's plan for the board's unassigned orders. */
  preview(board: Board): AutoAssignPreview;
  /** The estimated runs of the drivers on shift with none shared: the board lists them so. */
  estimatedRuns(): SharedRuns;
}

export function createDeskDispatch(
  board: Board,
  shifts: Parameters<typeof dispatchDrivers>[1],
  now: number,
  speedKmh: number,
  /** The business's "At most n orders per driver" (Settings), as the backend has it. */
  maxOrdersPerDriver: number,
): DeskDispatch {
  const settings = deskDispatchSettings(speedKmh, maxOrdersPerDriver);
  let drivers: readonly DispatchDriver[] | null = null;
  const dispatch: DeskDispatch = {
    now,
    settings,
    drivers() {
      drivers ??= dispatchDrivers(board, shifts, now, settings);
      return drivers;
    },
    targets: (card) => suggestedTargets(dispatch, card),
    suggestions: (cards) => cardSuggestions(dispatch, cards),
    preview: (shown) => previewPlan(shown, dispatch.drivers(), now, settings),
    estimatedRuns: () =>
      new Map(
        dispatch
          .drivers()
          .filter((driver) => driver.onShift && driver.runEstimated)
          .map((driver) => [driver.uid, driver.run.map((stop) => stop.id)]),
      ),
  };
  return dispatch;
}

/** The drivers but `except` (a card's own), each with their run without this order. */
function others(dispatch: DeskDispatch, card: BoardCard): DispatchDriver[] {
  return dispatch
    .drivers()
    .filter((driver) => driver.uid !== card.dispatchId)
    .map((driver) => ({
      ...driver,
      run: driver.run.filter((stop) => stop.id !== card.receipt.id),
    }));
}

/** "Assign #1042"'s choices: the drivers best first with their figures, the first "Suggested". */
function suggestedTargets(dispatch: DeskDispatch, card: BoardCard): MenuTarget[] | null {
  const ranking = rankDrivers(dispatchStopOf(card.receipt), others(dispatch, card), dispatch.now, {
    ...dispatch.settings,
  });
  if (ranking.reason === 'noOrderPosition') return null;
  const targets = ranking.options.map((option, index): MenuTarget => ({
    uid: option.uid,
    name: option.name,
    detail: option.kind === 'offShift' ? null : optionText(option),
    suggested: index === 0 && ranking.reason === null,
  }));
  return card.dispatchId === null
    ? targets
    : [...targets, { uid: null, name: deskText('menu.unassign') }];
}

/** The line an unassigned card shows: its suggestion, or why it has none. */
export interface CardSuggestion {
  text: string;
  reason: NoSuggestion | null;
}

function cardSuggestions(
  dispatch: DeskDispatch,
  cards: readonly BoardCard[],
): Map<string, CardSuggestion> {
  const drivers = dispatch.drivers();
  const lines = new Map<string, CardSuggestion>();
  for (const card of cards) {
    const { options, reason } = rankDrivers(
      dispatchStopOf(card.receipt),
      drivers,
      dispatch.now,
      dispatch.settings,
    );
    const best = options[0];
    if (reason === null && best?.kind === 'figures') {
      lines.set(card.receipt.id, { text: suggestionText(best), reason: null });
    } else if (reason !== null) {
      lines.set(card.receipt.id, { text: reasonText(reason), reason });
    }
  }
  return lines;
}
