import { isRecord, readEpochMillis, readText } from '../read';
import { DEFAULT_MAX_ORDERS_PER_DRIVER } from './types';

// The business's auto-dispatch settings (docs/auto-dispatch.md#settings), one record per
// business (`${prefix}settings/dispatch`), written only through the backend
// (POST /desk/settings) and read by the desk (POST /desk/settings/read): whether orders that
// arrive are assigned by the backend, and the limit of open orders per driver. One definition
// for both sides, like deskAssign.ts.

/** Who an order's `assignedBy` names when the backend placed it on arrival. */
export const AUTO_DISPATCH_ASSIGNER = 'auto-dispatch';

/** The highest limit a business may set ("At most n orders per driver"). */
export const MAX_ORDER_LIMIT = 50;

/** What a manager sets. */
export interface DispatchSettingsChoice {
  /** "Auto-assign new orders": off by default. */
  autoAssignNewOrders: boolean;
  /** "At most n orders per driver": a whole number from 1 to MAX_ORDER_LIMIT. */
  maxOrdersPerDriver: number;
}

/** The settings as stored and answered: the choice, and who last saved it when. */
export interface BusinessDispatchSettings extends DispatchSettingsChoice {
  /** Epoch ms of the last save; null: never saved (the defaults). */
  updatedAt: number | null;
  /** The manager's uid who saved it last; null: never saved. */
  updatedBy: string | null;
}

export const DEFAULT_DISPATCH_SETTINGS: BusinessDispatchSettings = {
  autoAssignNewOrders: false,
  maxOrdersPerDriver: DEFAULT_MAX_ORDERS_PER_DRIVER,
  updatedAt: null,
  updatedBy: null,
};

/** Whether `value` is a limit a business may set: a whole number from 1 to MAX_ORDER_LIMIT. */
export function isOrderLimit(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ORDER_LIMIT
  );
}

/** The stored record, tolerantly: a missing or broken field takes its default. */
export function readDispatchSettings(data: unknown): BusinessDispatchSettings {
  const fields = isRecord(data) ? data : {};
  return {
    autoAssignNewOrders: fields.autoAssignNewOrders === true,
    maxOrdersPerDriver: isOrderLimit(fields.maxOrdersPerDriver)
      ? fields.maxOrdersPerDriver
      : DEFAULT_MAX_ORDERS_PER_DRIVER,
    updatedAt: readEpochMillis(fields.updatedAt),
    updatedBy: readText(fields.updatedBy),
  };
}

/** The backend's answer `{ settings }` (both endpoints); null when it is not one. */
export function readDispatchSettingsAnswer(body: unknown): BusinessDispatchSettings | null {
  return isRecord(body) && isRecord(body.settings) ? readDispatchSettings(body.settings) : null;
}
