import { useDeskTexts } from '@/desk/i18n/texts';
import { StateMessage } from '@/ui/StateMessage';

// A section's live reads before they answer, or when they fail (docs/desk.md#the-board): one line
// that says what is loading, or the failure with the server's reason and "Try again".

export function ReadLoading({ label }: { label: string }) {
  return (
    <p className="desk-main__loading" role="status">
      {label}
    </p>
  );
}

export function ReadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry(): void;
}) {
  const { t } = useDeskTexts();
  return (
    <StateMessage
      tone="error"
      title={title}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('board.tryAgain')}
        </button>
      }
    >
      <p>{t('board.loadFailedBecause', { reason: error.message })}</p>
    </StateMessage>
  );
}
