import { StateMessage } from '../../ui/StateMessage';

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
  return (
    <StateMessage
      tone="error"
      title={title}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      }
    >
      <p>{message}</p>
    </StateMessage>
  );
}
