import { useOnline } from '../shared/useOnline';
import './OfflineBanner.css';

/** Says plainly that what is on screen may be old and that changes wait for the network. */
export function OfflineBanner() {
  const online = useOnline();
  // The live region stays mounted (and empty) so that screen readers announce the message.
  return (
    <div role="status" aria-label="Connection">
      {online ? null : (
        <p className="pwa-offline">
          <span aria-hidden="true" className="pwa-offline__dot" />
          You’re offline — showing the last known orders.
        </p>
      )}
    </div>
  );
}
