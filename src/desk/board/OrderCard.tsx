import { memo, useId } from 'react';
import { useSuggestion } from '@/desk/dispatch/suggestions';
import { useDeskTexts } from '@/desk/i18n/texts';
import { AUTO_DISPATCH_ASSIGNER } from '@/domain/dispatch/settings';
import { isDelivered } from '@/domain/orders';
import { statusText } from '@/ui/i18n';
import type { BoardCard } from './board';
import { useBoardActions, useSelected } from './boardActions';
import { orderRef, paymentText, statusTone, timeText } from './cardText';

// One order on the board (docs/desk.md#the-board): its number, street ("No map position" when
// it has none), what to collect, due or placed time, status and lateness; unassigned, who
// auto-dispatch suggests or why nobody (docs/auto-dispatch.md), assigned, whether auto-dispatch
// placed it ("Assigned by Auto-dispatch"); "Select #1042" and "Assign #1042" on an open one, which can
// also be dragged (useCardDrag.ts reads data-card-id). Memoised on the card object, which the
// board keeps while it says the same (keepBoard.ts).

export const OrderCard = memo(function OrderCard({ card }: { card: BoardCard }) {
  const { t } = useDeskTexts();
  const { openCardMenu, toggleSelected } = useBoardActions();
  const { receipt, lateMinutes, pending } = card;
  const selected = useSelected(receipt.id);
  const suggestion = useSuggestion(receipt.id);
  const titleId = useId();
  const number = orderRef(receipt);
  const open = !isDelivered(receipt);
  const when = timeText(receipt);
  const payment = paymentText(receipt.paymentDue);
  const classes = ['desk-card'];
  if (lateMinutes !== null) classes.push('desk-card--late');
  if (pending) classes.push('desk-card--pending');
  if (selected) classes.push('desk-card--selected');
  return (
    <li className="desk-card__item">
      <article
        className={classes.join(' ')}
        aria-labelledby={titleId}
        data-card-id={receipt.id}
        data-draggable={open ? 'true' : undefined}
      >
        <div className="desk-card__top">
          {open && (
            <input
              type="checkbox"
              className="desk-card__select"
              checked={selected}
              onChange={() => toggleSelected(receipt.id)}
              aria-label={t('card.select', { number })}
            />
          )}
          <h3 id={titleId} className="desk-card__number">
            {receipt.orderNumber === null ? t('card.noNumber') : t('card.number', { number })}
          </h3>
          <span className={`desk-status desk-status--${statusTone(receipt.status)}`}>
            {receipt.status === null ? t('card.noStatus') : statusText(receipt.status)}
          </span>
        </div>
        <p className="desk-card__street">{receipt.address.text ?? t('card.noAddress')}</p>
        {receipt.address.location === null && (
          <p className="desk-card__no-position">{t('card.noPosition')}</p>
        )}
        {suggestion !== null && card.dispatchId === null && (
          <p
            className={`desk-card__suggestion${suggestion.reason === null ? '' : ' desk-card__suggestion--none'}`}
          >
            {suggestion.text}
          </p>
        )}
        {card.dispatchId !== null && receipt.assignedBy === AUTO_DISPATCH_ASSIGNER && (
          <p className="desk-card__auto">{t('autoDispatch.assignedBy')}</p>
        )}
        {(when !== null || payment !== null) && (
          <p className="desk-card__facts">
            {when !== null && <span>{when}</span>}
            {payment !== null && <span className="desk-card__payment">{payment}</span>}
          </p>
        )}
        <div className="desk-card__bottom">
          {lateMinutes !== null && (
            <p className="desk-card__late">{t('card.late', { minutes: lateMinutes })}</p>
          )}
          {pending && <p className="desk-card__pending">{t('card.assigning')}</p>}
          {open && (
            <button
              type="button"
              className="button desk-card__assign"
              aria-haspopup="menu"
              onClick={(event) => openCardMenu(receipt.id, event.currentTarget)}
            >
              {t('card.assign', { number })}
            </button>
          )}
        </div>
      </article>
    </li>
  );
});
