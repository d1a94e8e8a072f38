// The orders feature's public API: what the app and other features (Today, the route) may use.
export { FeedError } from './FeedError';
export { OrderDetailPage } from './detail/OrderDetailPage';
export { OrdersListPage } from './OrdersListPage';
export { OrdersProvider } from './OrdersProvider';
export { useOrdersFeed, useOrdersSync } from './ordersContext';
export { UndoBar } from './outcomes/UndoBar';
export { formatMoneyValue, PaymentBadge } from './PaymentDue';
export {
  OrderScreenExtensionsProvider,
  type OrderScreenExtensions,
  type OrdersListSlotProps,
} from './screenExtensions';
export { SyncIndicator } from './SyncIndicator';
export { TakenAwayNotices } from './TakenAwayNotices';
export { settledEntries, type OutboxEntry, type ReceiptWithSync } from '@/outbox';
