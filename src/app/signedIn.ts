// The signed-in part of the app, in its own chunk (docs/i18n.md#budget): the shell, the order
// screens and everything they use (outbox, map glue, notifications, display controls). The
// sign-in form does not need any of it, so /login stays within its size budget. Their English
// words too: added when this chunk runs, before any of its screens renders.
// Not through ui/i18n's index: the first chunk imports that, and would carry the words with it.
import { addSignedInTexts } from '@/ui/i18n/signedInTexts';

addSignedInTexts();

export { AppShell } from './AppShell';
export { OrderDetailPage, OrdersListPage } from '@/features/orders';
export { TodayPage } from '@/features/today';
