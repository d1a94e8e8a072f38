import type { LatLng } from '../route/geo';

// The shapes auto-dispatch works on (docs/auto-dispatch.md): plain data the desk and the backend
// core both build from what they read, so the rule itself never touches a receipt or a store.

/** One order as auto-dispatch sees it: where it goes and when it is due. */
export interface DispatchStop {
  id: string;
  /** Null: no map position (it can be neither suggested nor timed). */
  location: LatLng | null;
  /** Epoch ms it is due at the customer; null: no due time (never late). */
  dueAt: number | null;
}

/** Where a driver's run is counted from, and why (said beside the figures when not live). */
export type StartFrom = 'position' | 'lastStop' | 'store' | 'stalePosition';

export interface RunStart {
  point: LatLng;
  from: StartFrom;
}

/** A driver as auto-dispatch sees them. */
export interface DispatchDriver {
  uid: string;
  name: string;
  onShift: boolean;
  /** Last position with the server's time it was stored (staleness), or null. */
  position: (LatLng & { storedAt: number }) | null;
  /** Where their last delivered stop was today, or null. */
  lastStop: LatLng | null;
  /** Their open orders in the order they will drive them. */
  run: readonly DispatchStop[];
  /** True when the run's order is the desk's estimate, not the one the phone shared. */
  runEstimated: boolean;
}

export interface DispatchSettings {
  /** The business's average speed in town (km/h): the tracking page's setting. */
  speedKmh: number;
  /** Time spent at each door handing over, counted before driving on (seconds). */
  stopSeconds: number;
  /** The most open orders a driver may hold; null: no limit. */
  maxOrdersPerDriver: number | null;
  /** The store, where a driver with no fresh position and no last stop starts from. */
  store: LatLng | null;
}

/** Two minutes at each door: long enough to hand over, short enough not to dominate. */
export const DEFAULT_STOP_SECONDS = 120;

/** The limit of open orders per driver when the business has not set one. */
export const DEFAULT_MAX_ORDERS_PER_DRIVER = 10;
