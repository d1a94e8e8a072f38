// The signed-in part of the app, in its own chunk (docs/i18n.md#budget): the shell, the order
// screens and everything they use (outbox, map glue, notifications, display controls). The
// sign-in form does not need any of it, so /login stays within its size budget.
export { AppShell } from './AppShell';
export { OrderDetailPage, OrdersListPage } from '@/features/orders';
export { TodayPage } from '@/features/today';
