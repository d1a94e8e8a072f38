import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { GeoPoint } from '@/domain/read';
import type { ReceiptWithSync } from '@/outbox';

// Places on the order screens another feature fills in, handed down by the app (src/app): the
// route (features/route) adds its search, next stop and route order to the lists, and its
// Navigate and "On my way" to the detail, without the orders feature knowing it exists.

export interface OrdersListSlotProps {
  kind: 'open' | 'delivered';
  /** The list's orders (open: those still to deliver), newest first. */
  orders: readonly ReceiptWithSync[];
  /** Open orders marked not delivered (below the others); [] on /delivered. */
  notDelivered: readonly ReceiptWithSync[];
  /** Draws orders as the list draws them: the rows, "Show more", the not delivered group. */
  renderOrders(
    orders: readonly ReceiptWithSync[],
    notDelivered: readonly ReceiptWithSync[],
  ): ReactNode;
}

export interface OrderScreenExtensions {
  /** Replaces the lists' rows when set: it decides which orders show, in which order. */
  OrdersList?: ComponentType<OrdersListSlotProps>;
  /** After the open orders' rows (the shift's "Start shift" prompt). */
  OpenListNotice?: ComponentType<{ hasOrders: boolean }>;
  /**
   * The driver's last known position, as it changes (a hook), drawn on the detail's map. The
   * app hands the same one for the page's life, so it is called on every render or never.
   */
  useDriverPosition?: () => GeoPoint | null;
  /** The order detail's actions on the way to the customer (Navigate, "On my way"). */
  OrderActions?: ComponentType<{ receipt: ReceiptWithSync }>;
}

const OrderScreenExtensionsContext = createContext<OrderScreenExtensions>({});

export const OrderScreenExtensionsProvider = OrderScreenExtensionsContext.Provider;

export function useOrderScreenExtensions(): OrderScreenExtensions {
  return useContext(OrderScreenExtensionsContext);
}
