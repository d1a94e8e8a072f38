import { i18n } from '@/ui/i18n';

/** "#1042 was reassigned by the back office" (docs/architecture.md#orders-taken-away). */
export function takenAwaySentence(orderNumber: string | null): string {
  return orderNumber === null
    ? i18n.t('takenAway.noticeNoNumber')
    : i18n.t('takenAway.notice', { number: orderNumber });
}
