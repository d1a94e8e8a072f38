import { useEffect, useState } from 'react';
import { useOrdersSync } from '@/features/orders/ordersContext';
import { useServices } from '@/features/shared/services';
import { after } from '@/platform';
import { useTranslation } from '@/ui/i18n';
import { OUTCOME_MESSAGES as M } from './messages';
import { undoableChange } from './undoable';
import './outcomes.css';

/** How long "Already sent" stays after an Undo that came too late. */
const TOO_LATE_NOTE_MS = 6000;

/**
 * "<status> · #<order>" with Undo while the latest change waits on the phone (its undo window).
 * Mounted once in the shell, so it shows on the list and the detail alike; derived from the
 * outbox, so it comes back after a reload while the window lasts. Undo removes the change from
 * the outbox: the order is shown as it was and nothing reaches the backend.
 */
export function UndoBar() {
  useTranslation(); // re-renders the catalogue words below on a language change
  const { outboxEntries, undo } = useOrdersSync();
  const { clock } = useServices();
  // The time the bar was last derived at: read again whenever the outbox's entries change (a
  // new change, an undo, a send) and when the shown change's window ends. Read on each change,
  // not only at the window's end: after the phone's clock went back, an older reading lies in
  // the future and would hide every new change's window (the shift soak found that:
  // docs/performance.md#the-shift-soak). An older change shown after an undo with its window
  // over is dropped by the timer at once.
  const [derived, setDerived] = useState(() => ({ entries: outboxEntries, now: clock.now() }));
  let now = derived.now;
  if (derived.entries !== outboxEntries) {
    now = clock.now();
    setDerived({ entries: outboxEntries, now });
  }
  const [tooLate, setTooLate] = useState(false);
  const change = undoableChange(outboxEntries, now);

  const until = change?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    return after(Math.max(0, until - clock.now()) + 50, () =>
      setDerived((current) => ({ ...current, now: clock.now() })),
    );
  }, [until, clock]);
  useEffect(() => {
    if (!tooLate) return;
    return after(TOO_LATE_NOTE_MS, () => setTooLate(false));
  }, [tooLate]);

  return (
    // Always rendered (and polite), so a screen reader hears the bar appear and go.
    <div className="undo-bar-region" role="status">
      {change !== null && (
        <div className="undo-bar">
          <span className="undo-bar__text">{M.undoBarText(change.status, change.orderNumber)}</span>
          <button
            type="button"
            className="button undo-bar__button"
            onClick={() => {
              void undo(change.updateId).then((undone) => {
                if (!undone) setTooLate(true);
              });
            }}
          >
            {M.undo}
          </button>
        </div>
      )}
      {change === null && tooLate && <p className="undo-bar undo-bar--note">{M.undoTooLate}</p>}
      {/* In the page's flow: the end of a page can still be scrolled out from under the bar. */}
      {(change !== null || tooLate) && <div className="undo-bar-spacer" aria-hidden="true" />}
    </div>
  );
}
