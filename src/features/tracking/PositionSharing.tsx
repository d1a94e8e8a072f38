import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { RUN_MAX_STOPS } from '@/domain/shift/driverShift';
import { ON_THE_WAY_STATUS } from '@/domain/status';
import { useOrdersFeed } from '@/features/orders';
import { useConfig, useServices } from '@/features/shared/services';
import type { ReceiptWithSync } from '@/outbox';
import { DispatchApiError, type ShiftPort, type TrackingPort } from '@/services/ports';
import { useLocationPermission, type Permission } from './locationPermission';
import { startSharing, type ShareTarget } from './shareLocation';
import { CUSTOMER_LIMITS, SHIFT_LIMITS } from './throttle';
import { useShift, type ShiftValue } from './useShift';

// Who the driver's position goes to, for the whole signed-in app (docs/tracking.md,
// docs/on-shift.md): the customers of the orders On the Way, and the back office while on shift.
// One watch of the phone's position serves both (shareLocation.ts); the sharing line, the
// "On shift" switch and the orders list's prompt read this. Mounted by the shell inside the
// orders provider: unmounted at sign-out, which stops everything with it. The back office's
// positions carry the driver's stop order (`run`, docs/auto-dispatch.md#inputs), read as each
// one is sent: no request of its own, gone with the position.

/**
 * The open stops' ids (given in the list's order) in the order the driver's Route shows them
 * (the app hands the route feature's `routeShown`); without it, the list's order.
 */
export type RouteOrderOf = (openIds: readonly string[]) => readonly string[];

export interface PositionSharingValue {
  shift: ShiftValue;
  permission: Permission;
  /** The driver tapped "Share my location" (the phone asks next) or refused it. */
  setPermission(permission: Permission): void;
  /** Orders On the Way whose customers may see the position (Stop sharing not tapped). */
  customerOrders: readonly ReceiptWithSync[];
  /** Positions go to those customers now. */
  sharingWithCustomers: boolean;
  /** Positions go to the back office now. */
  sharingWithOffice: boolean;
  /** Stop sharing: the orders on the way now stop getting positions. */
  stopCustomers(): void;
}

const PositionSharingContext = createContext<PositionSharingValue | null>(null);

/** Null outside the provider (a screen drawn without the shell). */
export function usePositionSharing(): PositionSharingValue | null {
  return useContext(PositionSharingContext);
}

function isOffShift(error: unknown): boolean {
  return (
    error instanceof DispatchApiError &&
    (error.status === 409 || error.code === 'off-shift' || error.code === 'not-a-driver')
  );
}

function customerTargets(port: TrackingPort, ids: readonly string[]): ShareTarget[] {
  return ids.map((id) => ({
    key: `order:${id}`,
    limits: CUSTOMER_LIMITS,
    send: (fix) => port.sendPosition({ receiptId: id, ...fix }),
  }));
}

function officeTarget(port: ShiftPort, shift: ShiftValue, run: () => string[]): ShareTarget {
  return {
    key: 'shift',
    limits: SHIFT_LIMITS,
    async send(fix) {
      try {
        const { stored } = await port.sendPosition({ ...fix, run: run() });
        if (stored) shift.stillOn();
      } catch (error) {
        // The backend says the shift is over (or this is no driver's any more): off at once.
        if (isOffShift(error)) shift.endedByServer();
        throw error;
      }
    },
  };
}

/** The route's stops (the open orders but the not delivered ones) in its order, the first 100. */
function sharedRun(
  open: readonly ReceiptWithSync[],
  notDeliveredStatus: string,
  routeOrder: RouteOrderOf | undefined,
): string[] {
  const ids = open.filter((r) => r.status !== notDeliveredStatus).map((r) => r.id);
  return [...(routeOrder?.(ids) ?? ids)].slice(0, RUN_MAX_STOPS);
}

export function PositionSharingProvider({
  uid,
  routeOrder,
  children,
}: {
  uid: string;
  routeOrder?: RouteOrderOf;
  children: ReactNode;
}) {
  const config = useConfig();
  const { tracking, shift: shiftPort } = useServices();
  const { lists } = useOrdersFeed();
  const shift = useShift(uid);
  const [permission, setPermission] = useLocationPermission();
  const [stopped, setStopped] = useState<ReadonlySet<string>>(() => new Set());
  const trackingOn = config.tracking && !!tracking;
  const customerOrders = useMemo(
    () =>
      trackingOn
        ? lists.open.filter((r) => r.status === ON_THE_WAY_STATUS && !stopped.has(r.id))
        : [],
    [trackingOn, lists.open, stopped],
  );
  const sharingWithCustomers = customerOrders.length > 0 && permission === 'granted';
  // On shift, the switch was the driver's yes: the phone's own prompt comes with the watch.
  const sharingWithOffice =
    shift.onShift && !!shiftPort && (permission === 'granted' || permission === 'prompt');
  const active = sharingWithCustomers || sharingWithOffice;

  const targets = useRef<readonly ShareTarget[]>([]);
  useEffect(() => {
    targets.current = [
      ...(sharingWithCustomers && tracking
        ? customerTargets(
            tracking,
            customerOrders.map((r) => r.id),
          )
        : []),
      ...(sharingWithOffice && shiftPort
        ? [
            officeTarget(shiftPort, shift, () =>
              sharedRun(lists.open, config.notDeliveredStatus, routeOrder),
            ),
          ]
        : []),
    ];
  });

  useEffect(() => {
    if (!active) return;
    return startSharing({
      geolocation: navigator.geolocation,
      targets: () => targets.current,
      onDenied: () => setPermission('denied'),
    });
  }, [active, setPermission]);

  const value = useMemo<PositionSharingValue>(
    () => ({
      shift,
      permission,
      setPermission,
      customerOrders,
      sharingWithCustomers,
      sharingWithOffice,
      stopCustomers: () =>
        setStopped((old) => new Set([...old, ...customerOrders.map((r) => r.id)])),
    }),
    [shift, permission, setPermission, customerOrders, sharingWithCustomers, sharingWithOffice],
  );
  return (
    <PositionSharingContext.Provider value={value}>{children}</PositionSharingContext.Provider>
  );
}
