import { Fragment, useState } from 'react';
import { useOnline } from '../shared/useOnline';
import { useOrders, type SyncSummary } from './OrdersProvider';
import { UnsentChangesSheet } from './UnsentChangesSheet';

const WAITING_SUFFIX = ' to sync';

/** The header's words for the outbox and the connection; none when everything is synced. */
function syncIndicatorParts(sync: SyncSummary, online: boolean): string[] {
  const parts: string[] = [];
  if (!online) parts.push('Offline');
  if (sync.waiting > 0) parts.push(`${sync.waiting} waiting${WAITING_SUFFIX}`);
  if (sync.failed > 0) parts.push(`${sync.failed} not accepted`);
  if (sync.needsSignIn) parts.push('Sign in again to sync');
  return parts;
}

/**
 * How many status changes are waiting and whether the app is offline, in the app header.
 * The live region is always there (empty when all is synced) so changes are announced. While
 * some change is unsent, the words are a button that opens the list of those changes.
 */
export function SyncIndicator() {
  const { sync } = useOrders();
  const online = useOnline();
  const [listOpen, setListOpen] = useState(false);
  const parts = syncIndicatorParts(sync, online);
  const problem = sync.failed > 0 || sync.needsSignIn;
  const words = <SyncWords parts={parts} />;
  return (
    <span
      role="status"
      aria-label="Sync status"
      className={`sync-indicator${!online ? ' sync-indicator--offline' : ''}${problem ? ' sync-indicator--problem' : ''}`}
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

function SyncWords({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 && ' · '}
          {/* Lines break between the parts, never inside one ("3 waiting"). */}
          <span className="sync-indicator__part">
            {part.endsWith(WAITING_SUFFIX) ? (
              <>
                {part.slice(0, -WAITING_SUFFIX.length)}
                {/* Narrow phones show "3 waiting"; screen readers always hear the whole phrase. */}
                <span className="sync-indicator__more">{WAITING_SUFFIX}</span>
              </>
            ) : (
              part
            )}
          </span>
        </Fragment>
      ))}
    </>
  );
}
