import { useId, useRef } from 'react';
import { useTranslation } from '@/ui/i18n';
import { ModalDialog } from '@/ui/ModalDialog';

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

  // The queue may empty while the dialog is open (the connection came back): say so.
  const description =
    unsent === 0 ? t('signOutDialog.allSent') : t('signOutDialog.unsent', { count: unsent });
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
    </ModalDialog>
  );
}
