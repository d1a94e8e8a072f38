// The orders feature's public API for other features (the Today screen).
export { FeedError } from './FeedError';
export { useOrdersFeed, useOrdersSync } from './ordersContext';
export { formatMoneyValue } from './PaymentDue';
export { settledEntries, type OutboxEntry, type ReceiptWithSync } from './outbox';
export { PaymentBadge } from './PaymentDue';
export {
  OrderScreenExtensionsProvider,
  type OrderScreenExtensions,
  type OrdersListSlotProps,
} from './screenExtensions';
