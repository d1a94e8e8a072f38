import type { Receipt, ReceiptTotals } from '@/domain/receipt';
import { ORDER_MESSAGES as M } from '@/features/orders/messages';
import { CardSection } from '@/ui/CardSection';
import { formatMoney, formatQuantity } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';

// What the order holds: the items, then the bill as a bill lists it.

function Money({
  label,
  amount,
  currency,
  strong = false,
}: {
  label: string;
  amount: number | null;
  currency: string | null;
  strong?: boolean;
}) {
  const text = formatMoney(amount, currency);
  if (text === null) return null;
  return (
    <div className={strong ? 'totals__row totals__row--strong' : 'totals__row'}>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}

/** The bill under the items, in the order a bill lists it; the total last, in bold. */
const BILL_LINES = [
  { amount: 'subtotal', label: 'orderDetail.subtotal', strong: false },
  { amount: 'deliveryFee', label: 'orderDetail.deliveryFee', strong: false },
  { amount: 'discount', label: 'orderDetail.discount', strong: false },
  { amount: 'tax', label: 'orderDetail.tax', strong: false },
  { amount: 'total', label: 'orderDetail.total', strong: true },
] as const satisfies readonly { amount: keyof ReceiptTotals; label: string; strong: boolean }[];

function OrderItems({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  if (receipt.items.length === 0) return <p className="muted">{t('orderDetail.noItems')}</p>;
  return (
    <ul className="items plain-list">
      {receipt.items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="items__row">
          <span className="items__qty">{formatQuantity(item.quantity) ?? '–'}</span>
          <span className="items__name">
            {item.name}
            {item.note && <small className="items__note">{item.note}</small>}
          </span>
          <span className="items__price">
            {formatMoney(item.lineTotal, receipt.currency) ?? ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The items and the bill of an order. */
export function ItemsCard({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('orderDetail.items')}>
      <OrderItems receipt={receipt} />
      <dl className="totals">
        {BILL_LINES.map(({ amount, label, strong }) => (
          <Money
            key={amount}
            label={t(label)}
            amount={receipt.totals[amount]}
            currency={receipt.currency}
            strong={strong}
          />
        ))}
        {receipt.paymentMethod !== null && (
          <div className="totals__row">
            <dt>{M.paymentTitle}</dt>
            <dd>{receipt.paymentMethod}</dd>
          </div>
        )}
      </dl>
    </CardSection>
  );
}
