import { useTranslation } from '@/ui/i18n';
import { useOrdersFeed } from './ordersContext';
import { takenAwaySentence } from './takenAwayWords';
import './takenAway.css';

/**
 * "#1042 was reassigned by the back office": one notice per open order the back office took away
 * from the driver (ordersTakenAway.ts), each until dismissed, instead of a row that silently
 * vanishes. Mounted once in the shell, at the top of the page, in its flow: it pushes the page
 * down rather than covering a control. Polite (a status): nothing is asked of the driver.
 */
export function TakenAwayNotices() {
  const { takenAway, dismissTakenAway } = useOrdersFeed();
  const { t } = useTranslation();
  const shown = takenAway.filter((order) => !order.dismissed);
  return (
    // Always rendered, so a screen reader hears a notice arrive.
    <div role="status" className="taken-away">
      {shown.length > 0 && (
        <ul className="taken-away__list plain-list">
          {shown.map((order) => {
            const sentence = takenAwaySentence(order.orderNumber);
            return (
              <li key={order.id} className="notice notice--info taken-away__notice">
                <p className="taken-away__text">{sentence}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('takenAway.dismissLabel', { notice: sentence })}
                  onClick={() => dismissTakenAway(order.id)}
                >
                  {t('takenAway.dismiss')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
