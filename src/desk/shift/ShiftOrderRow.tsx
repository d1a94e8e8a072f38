import { memo, useId, useState } from 'react';
import { orderRef } from '@/desk/board/cardText';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { ShiftOrder } from '@/domain/shift/endOfShift';
import { reasonText, statusText } from '@/ui/i18n';
import { ProofDetails } from './ProofDetails';
import { moneyText } from './shiftText';

// One order of the day on End of shift (docs/end-of-shift.md): its number, status, the reason
// it was not delivered, the cash it asked for and the cash confirmed, a card payment, and its
// proof one tap away ("Proof of delivery #1042", a disclosure).

export const ShiftOrderRow = memo(function ShiftOrderRow({ order }: { order: ShiftOrder }) {
  const { t } = useDeskTexts();
  const number = orderRef(order);
  const [open, setOpen] = useState(false);
  const proofId = useId();
  const payment: string[] = [];
  if (order.cashDue !== null) payment.push(t('shift.cash', { amount: moneyText(order.cashDue) }));
  if (order.group === 'delivered' && order.cashDue !== null) {
    payment.push(
      order.cashCollected === null
        ? t('shift.notCollected')
        : t('shift.collected', { amount: moneyText(order.cashCollected) }),
    );
  }
  if (order.cardTaken !== null)
    payment.push(t('shift.card', { amount: moneyText(order.cardTaken) }));
  return (
    <li className={`shift-order shift-order--${order.group}`}>
      <div className="shift-order__line">
        <span className="shift-order__number">{t('card.number', { number })}</span>{' '}
        <span className="shift-order__status">
          {order.status === null ? t('card.noStatus') : statusText(order.status)}
        </span>
        {payment.length > 0 && (
          <>
            {' '}
            <span>{payment.join(' · ')}</span>
          </>
        )}
      </div>
      {order.group === 'not-delivered' && (
        <p className="shift-order__reason">
          {t('shift.reason', {
            reason: order.reason === null ? t('shift.noReason') : reasonText(order.reason),
          })}
        </p>
      )}
      {order.group === 'delivered' && order.proof === null && (
        <p className="shift-order__no-proof">{t('shift.noProof')}</p>
      )}
      {order.proof !== null && (
        <>
          <button
            type="button"
            className="button shift-order__proof-toggle"
            aria-expanded={open}
            aria-controls={open ? proofId : undefined}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t('shift.proof', { number })}
          </button>
          {open && <ProofDetails proof={order.proof} number={number} id={proofId} />}
        </>
      )}
    </li>
  );
});
