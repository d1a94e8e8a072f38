import { useId, useRef } from 'react';
import { ModalDialog } from '../ui/ModalDialog';

/**
 * Asks before signing out while status changes have not reached the server (docs/outbox.md).
 * Keeping them is the safe default: they stay on this device and are sent when the same user
 * signs in here again (never with another user's token). Discarding is offered for a phone
 * that is handed on for good. Rendered in a portal: the side menu is a transformed drawer.
 */
export function SignOutDialog({
  unsent,
  busy,
  onStay,
  onSignOut,
  onDiscardAndSignOut,
}: {
  unsent: number;
  busy: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onDiscardAndSignOut: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);

  const changes = unsent === 1 ? '1 status change has' : `${unsent} status changes have`;
  // The queue may empty while the dialog is open (the connection came back): say so.
  const description =
    unsent === 0
      ? 'Every status change has reached the server now. You can sign out.'
      : `${changes} not reached the server yet. If you sign out, ${unsent === 1 ? 'it' : 'they'} will be kept on this device and sent when you sign in again here. Nobody else can send ${unsent === 1 ? 'it' : 'them'}.`;
  return (
    <ModalDialog
      role="alertdialog"
      className="dialog"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={stayButton}
      onEscape={onStay}
    >
      <h2 id={titleId} className="dialog__title">
        Sign out with changes not sent?
      </h2>
      <p id={textId}>{description}</p>
      <div className="dialog__actions">
        <button
          ref={stayButton}
          type="button"
          className="button button--primary"
          onClick={onStay}
          disabled={busy}
        >
          Stay signed in
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onSignOut}
          disabled={busy}
        >
          {unsent === 0 ? 'Sign out' : 'Sign out anyway'}
        </button>
        {unsent > 0 && (
          <button
            type="button"
            className="button button--link"
            onClick={onDiscardAndSignOut}
            disabled={busy}
          >
            Discard {unsent === 1 ? 'the change' : 'the changes'} and sign out
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
