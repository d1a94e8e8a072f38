import { useState } from 'react';
import { useServices } from '@/features/shared/services';
import { errorMessage } from '@/platform';
import { useTranslation } from '@/ui/i18n';
import {
  DENIED_MESSAGE,
  ENABLED_MESSAGE,
  UNSUPPORTED_MESSAGES,
  WHY_NOTIFICATIONS,
} from './messages';
import { testNotificationPayload, type TestNotificationOrder } from './testNotification';
import { useNotificationsState } from './useNotificationsState';
import './notifications.css';

/**
 * The push opt-in in the side menu (docs/push.md): permission is asked only when the dispatcher
 * taps "Enable notifications". Shows why it is not available, how to undo a "Block", or that it
 * is on (with "Send test notification" in demo mode).
 */
export function NotificationsMenuItem({
  sampleOrder,
}: {
  /** The order the demo's test notification is about. */
  sampleOrder?: TestNotificationOrder | null;
}) {
  const { push } = useServices();
  const { t } = useTranslation();
  const [state, store] = useNotificationsState();
  const [testProblem, setTestProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { support, permission } = state;

  if (support === null) return null;

  let content;
  if (!support.supported) {
    content = <p className="notifications-item__text">{t(UNSUPPORTED_MESSAGES[support.reason])}</p>;
  } else if (permission === 'denied') {
    content = <p className="notifications-item__text">{t(DENIED_MESSAGE)}</p>;
  } else if (permission === 'default') {
    content = (
      <>
        <p className="notifications-item__text">{t(WHY_NOTIFICATIONS)}</p>
        <button
          type="button"
          className="button button--ghost"
          disabled={state.enabling}
          onClick={() => void store.enable()}
        >
          {state.enabling ? t('notifications.enabling') : t('notifications.enable')}
        </button>
      </>
    );
  } else {
    const sendTest = push.sendTestNotification;
    content = (
      <>
        <p className="notifications-item__text">
          {t(ENABLED_MESSAGE)}
          {state.sync === 'retrying' && t('notifications.retrying')}
          {state.sync === 'failed' && t('notifications.syncFailed')}
        </p>
        {sendTest !== null && (
          <button
            type="button"
            className="button button--ghost"
            disabled={sending}
            onClick={() => {
              setSending(true);
              setTestProblem(null);
              sendTest(testNotificationPayload(sampleOrder ?? null))
                .catch((error: unknown) => setTestProblem(errorMessage(error)))
                .finally(() => setSending(false));
            }}
          >
            {t('notifications.sendTest')}
          </button>
        )}
        {testProblem !== null && (
          <p className="notifications-item__text" role="alert">
            {testProblem}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="notifications-item" aria-labelledby="notifications-item-title">
      <h2 id="notifications-item-title" className="notifications-item__title">
        {t('notifications.title')}
      </h2>
      {content}
    </section>
  );
}
