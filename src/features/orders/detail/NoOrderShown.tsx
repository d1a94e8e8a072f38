import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';

/** The page in place of an order that cannot be shown: why, and the way back to the list. */
export function NoOrderShown({
  title,
  help,
  tone,
}: {
  title: string;
  help: string;
  tone?: 'error';
}) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <StateMessage
        headingLevel={1}
        tone={tone}
        title={title}
        action={<Link to={PATHS.order}>{t('orderDetail.backToOpenOrders')}</Link>}
      >
        <p>{help}</p>
      </StateMessage>
    </section>
  );
}

/** An order whose data cannot be drawn (the page's error boundary). */
export function OrderFailed() {
  const { t } = useTranslation();
  return (
    <NoOrderShown
      tone="error"
      title={t('orderDetail.cantShow')}
      help={t('orderDetail.cantShowHelp')}
    />
  );
}
