import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReadableStore } from '@/platform';

// What a card or a column asks of the board (docs/desk.md#performance): stable functions and the
// selection as a store, so that a memoised card re-renders only when its own receipt, lateness,
// move or checkbox changes, never because another card was selected or a menu opened.

export interface BoardActions {
  /** Opens the assign menu of one card under its button. */
  openCardMenu(receiptId: string, anchor: HTMLElement): void;
  /** Opens "Move all to…" of a column under its button. */
  openMoveAll(columnKey: string, anchor: HTMLElement): void;
  toggleSelected(receiptId: string): void;
  /** Opens "Auto-assign n"'s preview (the board's only: docs/auto-dispatch.md). */
  openAutoAssign?: () => void;
  selection: ReadableStore<ReadonlySet<string>>;
}

export const BoardActionsContext = createContext<BoardActions | null>(null);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (actions === null) throw new Error('BoardActionsContext is missing above this component.');
  return actions;
}

/** Whether this one receipt is selected; re-renders only when that answer changes. */
export function useSelected(receiptId: string): boolean {
  const { selection } = useBoardActions();
  return useSyncExternalStore(selection.subscribe, () => selection.get().has(receiptId));
}
