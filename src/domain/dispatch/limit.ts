import { isOrderLimit } from './settings';
import type { DispatchDriver, DispatchSettings } from './types';

// The limit of open orders per driver ("At most n orders per driver", docs/auto-dispatch.md):
// a driver holding that many is offered no more by a suggestion or by auto-assign. A manager
// may still give them one by hand.

/** Whether the driver holds as many open orders as the limit allows (or more). */
export function atLimit(
  driver: Pick<DispatchDriver, 'run'>,
  settings: Pick<DispatchSettings, 'maxOrdersPerDriver'>,
): boolean {
  const limit = settings.maxOrdersPerDriver;
  return limit !== null && driver.run.length >= limit;
}

/** A limit as the settings may hold it: a whole number from 1 to MAX_ORDER_LIMIT, else none. */
export function readOrderLimit(value: unknown): number | null {
  return isOrderLimit(value) ? value : null;
}
