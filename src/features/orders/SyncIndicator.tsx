import { Fragment, useState } from 'react';
import { i18n, useTranslation } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import { useOrdersSync, type SyncSummary } from './ordersContext';
import { UnsentChangesSheet } from './UnsentChangesSheet';
import { useNowWhile } from './useNowWhile';
import { headlineSentence, isStuck, isTimed } from './waitWords';
import './syncIndicator.css';

/** One part of the header's words; `more` is hidden on narrow phones ("3 waiting"). */
interface SyncPart {
  text: string;
  more?: string;
  /** A sentence (which order waits, and why): it may wrap, unlike a count. */
  sentence?: boolean;
}

/**
 * The header's words for the outbox and the connection; none when everything is synced.
 * `headline`: the most pressing wait (waitWords.ts), if any.
 */
function syncIndicatorParts(
  sync: SyncSummary,
  online: boolean,
  headline: string | null,
): SyncPart[] {
  const parts: SyncPart[] = [];
  if (!online) parts.push({ text: i18n.t('sync.offline') });
  if (sync.waiting > 0) {
    parts.push({
      text: i18n.t('sync.waiting', { count: sync.waiting }),
      more: i18n.t('sync.waitingSuffix'),
    });
  }
  if (sync.failed > 0) parts.push({ text: i18n.t('sync.notAccepted', { count: sync.failed }) });
  if (sync.needsSignIn) parts.push({ text: i18n.t('sync.signInAgain') });
  if (headline !== null) parts.push({ text: headline, sentence: true });
  return parts;
}

/**
 * How many status changes are waiting and whether the app is offline, in the app header.
 * The live region is always there (empty when all is synced) so changes are announced. While
 * some change is unsent, the words are a button that opens the list of those changes.
 */
export function SyncIndicator() {
  const { sync, unsentChanges } = useOrdersSync();
  const online = useOnline();
  const [listOpen, setListOpen] = useState(false);
  // Re-renders on a language change: the parts are words of the current language.
  const { t } = useTranslation();
  const now = useNowWhile(online && unsentChanges.some((change) => isTimed(change.wait)));
  const parts = syncIndicatorParts(sync, online, headlineSentence(unsentChanges, now, online));
  const stuck = unsentChanges.some((change) => isStuck(change.wait, now));
  const problem = sync.failed > 0 || sync.needsSignIn || stuck;
  const words = <SyncWords parts={parts} />;
  return (
    <span
      role="status"
      aria-label={t('sync.status')}
      className={`sync-indicator${!online ? ' sync-indicator--offline' : ''}${problem ? ' sync-indicator--problem' : ''}${parts.some((part) => part.sentence) ? ' sync-indicator--sentence' : ''}`}
    >
      {sync.unsent > 0 ? (
        <button
          type="button"
          className="sync-indicator__open"
          aria-haspopup="dialog"
          onClick={() => setListOpen(true)}
        >
          {words}
        </button>
      ) : (
        words
      )}
      {listOpen && <UnsentChangesSheet onClose={() => setListOpen(false)} />}
    </span>
  );
}

function SyncWords({ parts }: { parts: readonly SyncPart[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={part.text}>
          {i > 0 && <span className="sync-indicator__separator"> · </span>}
          {/* Lines break between the parts, never inside one ("3 waiting"). */}
          <span
            className={`sync-indicator__part${part.sentence ? ' sync-indicator__part--sentence' : ''}`}
          >
            {part.text}
            {/* Narrow phones show "3 waiting"; screen readers always hear the whole phrase. */}
            {part.more !== undefined && <span className="sync-indicator__more">{part.more}</span>}
          </span>
        </Fragment>
      ))}
    </>
  );
}
