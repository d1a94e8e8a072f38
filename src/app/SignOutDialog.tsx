import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../ui/i18n';

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
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    stayButton.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onStay();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    // Keep focus inside the dialog while it is open (it is modal).
    const buttons = [...dialog.current.querySelectorAll<HTMLButtonElement>('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The queue may empty while the dialog is open (the connection came back): say so.
  const description =
    unsent === 0 ? t('signOutDialog.allSent') : t('signOutDialog.unsent', { count: unsent });
  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {t('signOutDialog.title')}
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
            {t('signOutDialog.stay')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onSignOut}
            disabled={busy}
          >
            {unsent === 0 ? t('signOutDialog.signOut') : t('signOutDialog.signOutAnyway')}
          </button>
          {unsent > 0 && (
            <button
              type="button"
              className="button button--link"
              onClick={onDiscardAndSignOut}
              disabled={busy}
            >
              {t('signOutDialog.discard', { count: unsent })}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
