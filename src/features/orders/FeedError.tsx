import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';

/** The realtime feed failed (e.g. permissions, or the Firestore chunk could not load). */
export function FeedError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      title={title}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('app.tryAgain')}
        </button>
      }
    >
      <p>{message}</p>
    </StateMessage>
  );
}
