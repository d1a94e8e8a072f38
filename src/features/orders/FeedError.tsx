import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';

/** The realtime feed failed (e.g. permissions, or the Firestore chunk could not load). */
export function FeedError({
  title,
  message,
  onRetry,
  headingLevel,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  /** 1 where the error is the whole page (the order detail). */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      headingLevel={headingLevel}
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
