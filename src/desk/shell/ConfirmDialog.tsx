import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from '@/ui/ModalDialog';

// The desk's "are you sure?" (revoking an API key, deactivating a driver): an alert dialog with
// its title and what the action does, the action's button and "Cancel" — Cancel focused first,
// since what is asked cannot be undone.

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      role="alertdialog"
      className="desk-dialog"
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={cancel}
      onEscape={onCancel}
    >
      <h2 id={titleId} className="desk-dialog__title">
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <div className="desk-dialog__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
