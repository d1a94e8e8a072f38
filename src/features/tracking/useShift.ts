import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/features/session';
import { useServices } from '@/features/shared/services';
import { after, onBackOnline } from '@/platform';
import { DispatchApiError, type ShiftPort } from '@/services/ports';
import { rememberedOnShift, rememberShift } from './rememberedShift';

// The driver's shift on the phone (docs/on-shift.md). Going on needs the backend's answer: offline
// it is refused plainly and the switch stays off. Going off is the phone's at once (positions stop
// that moment); the backend is told, and told again when the connection is back if it could
// not be. Neither goes through the outbox: it is not an order's change, and only the latest
// state matters. Sign-out ends the shift (best effort, bounded); a 409 off-shift ends it too.

/** What the switch and the prompt say besides on or off. */
export type ShiftNotice =
  /** Going on shift needs a connection. */
  | 'offline'
  /** The backend refused or failed (not a connection problem). */
  | 'failed'
  /** 403 not-a-driver: this account cannot go on shift. */
  | 'not-a-driver'
  /** The backend said the shift is over (409 off-shift). */
  | 'ended'
  /** Off on the phone; the backend is told when the connection is back. */
  | 'off-not-sent';

export interface ShiftValue {
  /** False where the backend has no shift (no port): nothing of the shift shows. */
  available: boolean;
  onShift: boolean;
  /** A call to the backend to go on or off is in flight. */
  busy: boolean;
  notice: ShiftNotice | null;
  setOnShift(onShift: boolean): Promise<void>;
  /** The backend answered a position with 409 off-shift: off at once. */
  endedByServer(): void;
  /** The backend stored a position: the phone's record of the shift is fresh. */
  stillOn(): void;
}

/** Sign-out waits at most this long for the backend to hear the shift is over. */
export const SIGN_OUT_SHIFT_WAIT_MS = 3_000;

function noticeOf(error: unknown): ShiftNotice {
  if (error instanceof DispatchApiError) {
    if (error.kind === 'offline' || error.kind === 'timeout') return 'offline';
    if (error.code === 'not-a-driver') return 'not-a-driver';
  }
  return 'failed';
}

function endWithin(port: ShiftPort, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const cancel = after(ms, resolve);
    port
      .setOnShift(false)
      .catch(() => {})
      .finally(() => {
        cancel();
        resolve();
      });
  });
}

export function useShift(uid: string): ShiftValue {
  const { shift: port, clock } = useServices();
  const { onBeforeSignOut } = useSession();
  const [onShift, setOn] = useState(() => !!port && rememberedOnShift(uid, clock.now()));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ShiftNotice | null>(null);
  // Read by the sign-out task and the retry, which outlive a render.
  const state = useRef({ onShift, offNotSent: false });
  useEffect(() => {
    state.current.onShift = onShift;
  }, [onShift]);

  const goOff = useCallback(
    (next: ShiftNotice | null) => {
      setOn(false);
      state.current.onShift = false;
      rememberShift(uid, false, clock.now());
      setNotice(next);
    },
    [uid, clock],
  );

  const tellOff = useCallback(async () => {
    if (!port) return;
    try {
      await port.setOnShift(false);
      state.current.offNotSent = false;
      setNotice((current) => (current === 'off-not-sent' ? null : current));
    } catch (error) {
      // A refusal other than the connection's (403: not a driver any more) has nothing to end.
      const unsent = noticeOf(error) === 'offline';
      state.current.offNotSent = unsent;
      if (unsent) setNotice('off-not-sent');
    }
  }, [port]);

  const setOnShift = useCallback(
    async (next: boolean) => {
      if (!port) return;
      if (!next) {
        // Off stops the positions at once, whatever the backend says.
        goOff(null);
        await tellOff();
        return;
      }
      setBusy(true);
      setNotice(null);
      try {
        const answer = await port.setOnShift(true);
        state.current.offNotSent = false;
        setOn(answer.onShift);
        rememberShift(uid, answer.onShift, clock.now());
      } catch (error) {
        setNotice(noticeOf(error));
      } finally {
        setBusy(false);
      }
    },
    [port, uid, clock, goOff, tellOff],
  );

  // Off while offline: told when the connection is back (while still off and the app open).
  useEffect(
    () =>
      onBackOnline(() => {
        if (state.current.offNotSent && !state.current.onShift) void tellOff();
      }),
    [tellOff],
  );

  // Sign-out ends the shift: the backend forgets the position, then the positions stop (the
  // shell unmounts). Bounded: a dead connection never holds the sign-out.
  useEffect(() => {
    if (!port) return;
    return onBeforeSignOut(async () => {
      const wasOn = state.current.onShift || state.current.offNotSent;
      state.current.onShift = false;
      rememberShift(uid, false, clock.now());
      if (wasOn) await endWithin(port, SIGN_OUT_SHIFT_WAIT_MS);
    });
  }, [port, uid, clock, onBeforeSignOut]);

  const endedByServer = useCallback(() => goOff('ended'), [goOff]);
  const stillOn = useCallback(() => {
    if (state.current.onShift) rememberShift(uid, true, clock.now());
  }, [uid, clock]);

  return useMemo(
    () => ({
      available: !!port,
      onShift,
      busy,
      notice,
      setOnShift,
      endedByServer,
      stillOn,
    }),
    [port, onShift, busy, notice, setOnShift, endedByServer, stillOn],
  );
}
