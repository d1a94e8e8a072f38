import { useScreenContent } from '../shared/screenContent';
import { useOnline } from '../shared/useOnline';
import './OfflineBanner.css';

/** Says plainly that what is on screen may be old and that changes wait for the network. */
export function OfflineBanner() {
  const online = useOnline();
  const content = useScreenContent();
  // The live region stays mounted (and empty) so that screen readers announce the message.
  return (
    <div role="status" aria-label="Connection">
      {online ? null : (
        <p className="pwa-offline">
          <span aria-hidden="true" className="pwa-offline__dot" />
          {content === 'sign-in'
            ? 'You’re offline — signing in needs a connection.'
            : 'You’re offline — showing the last known orders.'}
        </p>
      )}
    </div>
  );
}
