import { useEffect, useState } from 'react';
import { useOrdersFeed, useOrdersSync } from '@/features/orders';
import { useServices } from '@/features/shared/services';
import { useTranslation } from '@/ui/i18n';
import { AboutAppSheet } from './AboutAppSheet';
import { lastSyncStore, latestSentAt } from './lastSync';

/**
 * Keeps "Last successful sync" (lastSync.ts) while the shell is on screen: the backend accepted
 * a change, or the orders feed answered from the server.
 */
function useTrackLastSync() {
  const { outboxEntries } = useOrdersSync();
  const { feed } = useOrdersFeed();
  const { clock } = useServices();
  const sentAt = latestSentAt(outboxEntries);
  useEffect(() => {
    if (sentAt !== null) lastSyncStore().record(sentAt);
  }, [sentAt]);
  useEffect(() => {
    if (feed.status === 'ready' && !feed.fromCache && feed.remembered !== true) {
      lastSyncStore().record(clock.now());
    }
  }, [feed, clock]);
}

/** "About this app" in the side menu, and its sheet (docs/diagnostics.md). */
export function AboutAppMenuItem() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useTrackLastSync();
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('about.menuItem')}
      </button>
      {open && <AboutAppSheet onClose={() => setOpen(false)} />}
    </>
  );
}
