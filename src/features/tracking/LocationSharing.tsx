import { useEffect, useRef, useState } from 'react';
import { ON_THE_WAY_STATUS } from '@/domain/status';
import { useOrdersFeed } from '@/features/orders';
import { useConfig, useServices } from '@/features/shared/services';
import { safeLocalStorage } from '@/platform';
import type { TrackingPort } from '@/services/ports';
import { useTranslation } from '@/ui/i18n';
import { startSharing } from './shareLocation';
import './tracking.css';

// The line that says the driver's position is being shared (docs/tracking.md), on every signed-in
// screen while an order is On the Way: "Sharing your location with the customer of #1042" and
// "Stop sharing". Unmounted at sign-out, which stops the sharing with it.

/** Set once the driver answered our sentence: the phone's own prompt is not repeated by us. */
export const LOCATION_ASKED_KEY = 'dispatch.tracking.locationAsked';

type Permission = 'checking' | 'granted' | 'prompt' | 'denied' | 'unsupported';

async function currentPermission(): Promise<Permission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    if (status?.state === 'granted' || status?.state === 'denied') return status.state;
  } catch {
    // No Permissions API: the sentence first, then the phone's prompt.
  }
  return 'prompt';
}

export function LocationSharing() {
  const config = useConfig();
  const { tracking } = useServices();
  if (!config.tracking || !tracking) return null;
  return <Sharing port={tracking} />;
}

function Sharing({ port }: { port: TrackingPort }) {
  const { t } = useTranslation();
  const { lists } = useOrdersFeed();
  const [stopped, setStopped] = useState<ReadonlySet<string>>(() => new Set());
  const [permission, setPermission] = useState<Permission>('checking');
  const [asked, setAsked] = useState(() => safeLocalStorage()?.getItem(LOCATION_ASKED_KEY) === '1');
  const orders = lists.open.filter((r) => r.status === ON_THE_WAY_STATUS && !stopped.has(r.id));
  const ids = orders.map((r) => r.id);
  const idsRef = useRef<readonly string[]>(ids);
  const sharing = orders.length > 0 && permission === 'granted';

  useEffect(() => {
    idsRef.current = ids;
  });

  useEffect(() => {
    let live = true;
    void currentPermission().then((state) => live && setPermission(state));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!sharing) return;
    return startSharing({
      port,
      geolocation: navigator.geolocation,
      receiptIds: () => idsRef.current,
      onDenied: () => setPermission('denied'),
    });
  }, [sharing, port]);

  if (orders.length === 0) return null;
  const remember = () => {
    safeLocalStorage()?.setItem(LOCATION_ASKED_KEY, '1');
    setAsked(true);
  };

  if (permission === 'prompt') {
    if (asked) return null;
    return (
      <div
        className="tracking-share tracking-share--ask"
        role="region"
        aria-label={t('tracking.allow')}
      >
        <p className="tracking-share__text">{t('tracking.why')}</p>
        <div className="tracking-share__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              remember();
              // The phone asks now; a refusal comes back through onDenied.
              setPermission('granted');
            }}
          >
            {t('tracking.allow')}
          </button>
          <button type="button" className="button button--secondary" onClick={remember}>
            {t('tracking.notNow')}
          </button>
        </div>
      </div>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="tracking-share tracking-share--ask tracking-share__text muted">
        {t('tracking.refused')}
      </p>
    );
  }
  if (!sharing) return null;
  const names = orders.map((r) => `#${r.orderNumber ?? r.id}`).join(', ');
  return (
    <div className="tracking-share" role="status">
      <span className="tracking-share__dot" aria-hidden="true" />
      <p className="tracking-share__text">{t('tracking.sharing', { orders: names })}</p>
      <button
        type="button"
        className="button button--secondary tracking-share__stop"
        onClick={() => setStopped(new Set([...stopped, ...ids]))}
      >
        {t('tracking.stop')}
      </button>
    </div>
  );
}
