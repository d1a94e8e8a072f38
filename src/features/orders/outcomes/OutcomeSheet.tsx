import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/ui/i18n';
import { keepTabInside, useFocusWhileOpen } from '@/ui/modalFocus';
import { OUTCOME_MESSAGES as M } from './messages';
import './outcomes.css';

const FOCUSABLE = 'button, input, textarea, select, a[href]';

/**
 * A modal sheet that asks before a consequential status counts: its title names the order,
 * then what to know (customer, cash), the content, and at the bottom, full width, the confirm
 * button and Cancel. Focus stays inside; Escape and Cancel close it; focus goes back to where it
 * was.
 */
export function OutcomeSheet({
  title,
  summary,
  children,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  onCancel,
}: {
  title: string;
  summary: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmDisabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // The sheet itself takes focus (its title is read), not a button a stray tap could confirm.
  useFocusWhileOpen(dialog);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (dialog.current !== null) keepTabInside(event, dialog.current, FOCUSABLE);
  }

  return createPortal(
    <div className="dialog-backdrop">
      {/* A form may not be a dialog (axe aria-allowed-role): the dialog holds the form. */}
      <div
        ref={dialog}
        className="dialog outcome-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <form
          className="outcome-sheet__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmDisabled) onConfirm();
          }}
        >
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="outcome-sheet__summary">{summary}</div>
          {children}
          <div className="dialog__actions outcome-sheet__actions">
            <button type="submit" className="button button--primary" disabled={confirmDisabled}>
              {confirmLabel}
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {M.cancel}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
