import { useOnline } from '../shared/useOnline';
import { useOrders, type SyncSummary } from './OrdersProvider';

/** The header's words for the outbox and the connection; none when everything is synced. */
function syncIndicatorParts(sync: SyncSummary, online: boolean): string[] {
  const parts: string[] = [];
  if (!online) parts.push('Offline');
  if (sync.waiting > 0) parts.push(`${sync.waiting} waiting to sync`);
  if (sync.failed > 0) parts.push(`${sync.failed} not accepted`);
  if (sync.needsSignIn) parts.push('Sign in again to sync');
  return parts;
}

/**
 * How many status changes are waiting and whether the app is offline, in the app header.
 * The live region is always there (empty when all is synced) so changes are announced.
 */
export function SyncIndicator() {
  const { sync } = useOrders();
  const online = useOnline();
  const parts = syncIndicatorParts(sync, online);
  const problem = sync.failed > 0 || sync.needsSignIn;
  return (
    <span
      role="status"
      aria-label="Sync status"
      className={`sync-indicator${!online ? ' sync-indicator--offline' : ''}${problem ? ' sync-indicator--problem' : ''}`}
    >
      {parts.join(' · ')}
    </span>
  );
}
