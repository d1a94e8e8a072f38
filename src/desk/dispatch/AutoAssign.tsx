import { lazy, Suspense, useCallback, useState, type RefObject } from 'react';
import type { Board } from '@/desk/board/board';
import type { BoardLatest } from '@/desk/board/useBoardMenu';
import type { DeskDispatch } from './deskDispatch';
import type { AutoAssignPreview } from './previewPlan';
import type { ShiftsRead } from './useDeskDispatch';

// "Auto-assign n" on the board (docs/auto-dispatch.md#auto-assign): the plan is made from the
// board as shown when the button is pressed (a snapshot: the preview does not move under the
// manager's eyes), and the dialog's code is loaded then, in its own chunk, so the desk's first
// chunk does not carry it.

const AutoAssignDialog = lazy(async () => ({
  default: (await import('./AutoAssignDialog')).AutoAssignDialog,
}));

export function useAutoAssign(
  latest: RefObject<BoardLatest>,
  assign: (ids: readonly string[], to: string | null, expectedFrom?: string | null) => void,
  board: Board,
  /** Auto-dispatch over `board`: null until the drivers' shifts are read. */
  dispatch: DeskDispatch | null,
  shifts: ShiftsRead,
) {
  // 'waiting': pressed before the drivers' shifts were read; the plan is made once they are.
  const [preview, setPreview] = useState<AutoAssignPreview | 'waiting' | null>(null);
  const open = useCallback(() => {
    const { board, dispatch: now } = latest.current;
    setPreview(now === undefined || now === null ? 'waiting' : now.preview(board));
  }, [latest]);
  // The shifts arrived while waiting: the plan, from the board this render shows.
  if (preview === 'waiting' && dispatch !== null) setPreview(dispatch.preview(board));
  const close = useCallback(() => setPreview(null), []);
  const apply = useCallback(
    (groups: ReadonlyMap<string, readonly string[]>) => {
      // Each expected unassigned, as in the plan: one another manager took meanwhile, even one
      // the board already shows with them, is refused by the server and reported.
      for (const [uid, ids] of groups) assign(ids, uid, null);
      setPreview(null);
    },
    [assign],
  );
  const dialog =
    preview === null ? null : (
      <Suspense fallback={null}>
        <AutoAssignDialog
          preview={preview === 'waiting' ? null : preview}
          failed={preview === 'waiting' && shifts === 'error'}
          onAssign={apply}
          onClose={close}
        />
      </Suspense>
    );
  return { openAutoAssign: open, autoAssignDialog: dialog };
}
