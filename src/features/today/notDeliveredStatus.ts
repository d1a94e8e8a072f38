import type { AppConfig } from '@/config/env';

/** The status "Not delivered" sets when VITE_NOT_DELIVERED_STATUS is not set. */
const DEFAULT_NOT_DELIVERED_STATUS = 'Not Delivered';

/**
 * The configured not-delivered status (VITE_NOT_DELIVERED_STATUS). Read through this one
 * function so the Today screen follows the configuration whichever way config/env.ts names it;
 * a config without the field means the default.
 */
export function notDeliveredStatusOf(config: AppConfig): string {
  const configured: unknown = (config as { notDeliveredStatus?: unknown }).notDeliveredStatus;
  return typeof configured === 'string' && configured.trim() !== ''
    ? configured
    : DEFAULT_NOT_DELIVERED_STATUS;
}
