import { useId, useRef, useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ModalDialog } from '@/ui/ModalDialog';
import { addedMinutes, latenessText, shortReasonText } from './dispatchText';
import { byDriver, type AutoAssignPreview } from './previewPlan';
import './autoAssign.css';

// "Auto-assign n"'s preview (docs/auto-dispatch.md#auto-assign): each order → driver with the
// minutes it adds and the lateness, a tickbox each (all ticked), the totals of what is ticked,
// the orders left unassigned with the reason; "Assign all" sends the ticked lines through the
// board's own assigning (one POST /desk/assign per driver, each order expected unassigned, so
// one another manager took meanwhile is reported, never overwritten).

const NO_PLAN: AutoAssignPreview = { assign: [], left: [], estimated: [] };

export function AutoAssignDialog({
  preview: given,
  failed,
  onAssign,
  onClose,
}: {
  /** Null while the drivers' shifts are read (or could not be). */
  preview: AutoAssignPreview | null;
  /** The drivers' shifts could not be read: no plan can be made. */
  failed: boolean;
  /** Called once per driver with their ticked orders, in the plan's order. */
  onAssign(groups: ReadonlyMap<string, readonly string[]>): void;
  onClose(): void;
}) {
  const { t } = useDeskTexts();
  const preview = given ?? NO_PLAN;
  const titleId = useId();
  const introId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const ticked = preview.assign.filter((line) => !unticked.has(line.receiptId));
  const seconds = ticked.reduce((sum, line) => sum + line.addedSeconds, 0);
  const late = ticked.reduce((sum, line) => sum + line.addedLateSeconds, 0);
  const toggle = (receiptId: string) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (!next.delete(receiptId)) next.add(receiptId);
      return next;
    });
  return (
    <ModalDialog
      className="desk-dialog desk-auto-assign"
      labelledBy={titleId}
      describedBy={introId}
      initialFocus={cancel}
      focusable="button, input"
      onEscape={onClose}
    >
      <h2 id={titleId} className="desk-dialog__title">
        {t('dispatch.previewTitle')}
      </h2>
      <p id={introId}>{t('dispatch.previewIntro')}</p>
      {/* Only the runs the desk had to estimate (no phone order shared) are said to be. */}
      {preview.estimated.length > 0 && (
        <p className="muted">
          {t('dispatch.estimatedRuns', {
            count: preview.estimated.length,
            names: preview.estimated.join(', '),
          })}
        </p>
      )}
      {given === null ? (
        <p role={failed ? 'alert' : 'status'}>
          {failed ? t('dispatch.shiftsFailed') : t('dispatch.readingShifts')}
        </p>
      ) : preview.assign.length === 0 ? (
        <p className="muted">{t('dispatch.nothingToAssign')}</p>
      ) : (
        <ul className="plain-list desk-auto-assign__lines">
          {preview.assign.map((line) => (
            <li key={line.receiptId} className="desk-auto-assign__line">
              <label>
                <input
                  type="checkbox"
                  checked={!unticked.has(line.receiptId)}
                  onChange={() => toggle(line.receiptId)}
                  aria-label={t('dispatch.previewTick', { number: line.number, name: line.name })}
                />
                <span>{t('dispatch.previewLine', { number: line.number, name: line.name })}</span>
              </label>
              <span className="desk-auto-assign__figures">
                {t('dispatch.previewFigures', {
                  minutes: addedMinutes(line.addedSeconds),
                  lateness: latenessText(line.addedLateSeconds),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {preview.assign.length > 0 && (
        <p className="desk-auto-assign__totals" role="status">
          {t('dispatch.previewTotals', {
            count: ticked.length,
            minutes: addedMinutes(seconds),
            lateness: latenessText(late),
          })}
        </p>
      )}
      {preview.left.length > 0 && (
        <section aria-labelledby={`${titleId}-left`}>
          <h3 id={`${titleId}-left`} className="desk-auto-assign__left-title">
            {t('dispatch.previewLeft')}
          </h3>
          <ul className="plain-list">
            {preview.left.map((line) => (
              <li key={line.receiptId}>
                {t('dispatch.previewLeftLine', {
                  number: line.number,
                  reason: shortReasonText(line.reason),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="desk-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={ticked.length === 0}
          onClick={() => onAssign(byDriver(ticked))}
        >
          {t('dispatch.assignAll')}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onClose}>
          {t('dispatch.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
