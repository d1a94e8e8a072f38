import { lazy, Suspense, useCallback, useState, type RefObject } from 'react';
import type { BoardLatest } from '@/desk/board/useBoardMenu';
import { previewPlan, type AutoAssignPreview } from './previewPlan';

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
) {
  const [preview, setPreview] = useState<AutoAssignPreview | null>(null);
  const open = useCallback(() => {
    const { board, dispatch } = latest.current;
    setPreview(previewPlan(board, dispatch ?? null));
  }, [latest]);
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
        <AutoAssignDialog preview={preview} onAssign={apply} onClose={close} />
      </Suspense>
    );
  return { openAutoAssign: open, autoAssignDialog: dialog };
}
