import { Link } from 'react-router-dom';
import type { PushNotice } from '@/domain/push/wire';
import { useTranslation } from '@/ui/i18n';

export interface PushToast {
  /** One toast per order (the notification's tag): a newer message replaces the older. */
  key: string;
  notice: PushNotice;
  /** Where "Open" leads, an in-app path (same origin only). */
  path: string;
}

/** Foreground push messages: small dismissible cards under the header, clear of the menu toggle. */
export function PushToasts({
  toasts,
  onDismiss,
}: {
  toasts: readonly PushToast[];
  onDismiss(key: string): void;
}) {
  const { t } = useTranslation();
  return (
    // A landmark only while there is something in it.
    <div
      className="push-toasts"
      role={toasts.length > 0 ? 'region' : undefined}
      aria-label={toasts.length > 0 ? t('notifications.newNotifications') : undefined}
    >
      {toasts.map(({ key, notice, path }) => (
        <div key={key} role="status" className="push-toast">
          <div className="push-toast__text">
            <p className="push-toast__title">{notice.title}</p>
            <p className="push-toast__body">{notice.body}</p>
          </div>
          <div className="push-toast__actions">
            <Link className="push-toast__open" to={path} onClick={() => onDismiss(key)}>
              {notice.receiptId !== null
                ? t('notifications.openOrder')
                : t('notifications.openOrders')}
            </Link>
            <button
              type="button"
              className="push-toast__dismiss"
              aria-label={t('notifications.dismiss', { title: notice.title })}
              onClick={() => onDismiss(key)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
