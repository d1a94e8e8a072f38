import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <StateMessage
        headingLevel={1}
        title={t('app.notFoundTitle')}
        action={
          <Link className="button button--primary" to={PATHS.order}>
            {t('app.goToOpenOrders')}
          </Link>
        }
      >
        <p>{t('app.notFoundText')}</p>
      </StateMessage>
    </main>
  );
}
