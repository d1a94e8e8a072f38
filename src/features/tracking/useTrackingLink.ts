import { useEffect, useRef, useState } from 'react';
import { useConfig, useServices } from '@/features/shared/services';
import { DispatchApiError } from '@/services/ports';

// The customer's link for the "On my way" message, asked for when the sheet opens. The message
// never waits for it: without it (offline, refused, tracking off) it goes as it always did.

export type TrackingLinkState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  /** No network: the sheet says the message goes without the link. */
  | { status: 'offline' }
  /** Any other failure: the message goes without it, nothing is said. */
  | { status: 'failed' };

/** `onLink` is called with the whole URL when it arrives (once per receipt). */
export function useTrackingLink(
  receiptId: string,
  minutes: number | null,
  onLink?: (url: string) => void,
): TrackingLinkState {
  const config = useConfig();
  const { tracking } = useServices();
  const enabled = config.tracking && tracking !== null && tracking !== undefined;
  const onLinkRef = useRef(onLink);
  useEffect(() => {
    onLinkRef.current = onLink;
  });
  const [state, setState] = useState<TrackingLinkState>(() =>
    enabled ? { status: 'loading' } : { status: 'off' },
  );

  useEffect(() => {
    if (!enabled || !tracking) return;
    let live = true;
    tracking.link(receiptId, minutes).then(
      (link) => {
        // A path is this site's: the customer gets it whole.
        const url = new URL(link.url, globalThis.location?.href).href;
        if (!live) return;
        setState({ status: 'ready', url });
        onLinkRef.current?.(url);
      },
      (error: unknown) => {
        const offline =
          error instanceof DispatchApiError &&
          (error.kind === 'offline' || error.kind === 'timeout');
        if (live) setState({ status: offline ? 'offline' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // Asked once per opening of the sheet: a new estimate does not need a new link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, tracking, receiptId]);

  return state;
}
