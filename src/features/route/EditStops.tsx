import { useEffect, useId, useRef } from 'react';
import type { ReceiptWithSync } from '@/features/orders';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { useAfterPaint } from '@/ui/useAfterPaint';
import { orderName as stopName } from './mapModel';

/**
 * "Edit order of stops": each open stop with "Move up" and "Move down" (named after the order,
 * "Move up #1042"), and "Done". Focus follows the moved stop, so a keyboard or screen reader
 * can move one stop several places in a row.
 */
export function EditStops({
  stops,
  onMove,
  onDone,
}: {
  stops: readonly ReceiptWithSync[];
  onMove: (id: string, delta: -1 | 1) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const afterPaint = useAfterPaint();

  // The button that opened the editor is gone (it sits in the route tools, further down): the
  // editor starts at its top, with focus on its heading, not scrolled halfway down its list.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  function move(id: string, delta: -1 | 1, index: number) {
    onMove(id, delta);
    const target = index + delta;
    const edge =
      target === 0 ? 'down' : target === stops.length - 1 ? 'up' : delta < 0 ? 'up' : 'down';
    // After React draws the new order: the same button of the moved stop, or its other one at an end.
    afterPaint(() => {
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-stop="${CSS.escape(id)}"][data-move="${edge}"]`)
        ?.focus();
    });
  }

  return (
    <section className="edit-stops" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="section-title edit-stops__title">
        {t('route.editTitle')}
      </h2>
      <ol ref={list} className="plain-list edit-stops__list">
        {stops.map((stop, index) => {
          const name = stopName(stop);
          return (
            <li key={stop.id} className="edit-stops__item">
              <span className="edit-stops__place" aria-hidden="true">
                {index + 1}
              </span>
              <ErrorBoundary
                fallback={<span className="edit-stops__text">{t('orders.cantShowRow')}</span>}
              >
                <span className="edit-stops__text">
                  <span className="edit-stops__name">{name}</span>{' '}
                  <span>{stop.customerName ?? t('orders.customerNotGiven')}</span>
                  <span className="edit-stops__address">
                    {stop.address.text ?? t('orders.noAddress')}
                  </span>
                  {stop.address.location === null && (
                    <span className="route-no-location">{t('route.noLocation')}</span>
                  )}
                </span>
              </ErrorBoundary>
              <span className="edit-stops__buttons">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('route.moveUpOrder', { order: name })}
                  data-stop={stop.id}
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(stop.id, -1, index)}
                >
                  {t('route.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('route.moveDownOrder', { order: name })}
                  data-stop={stop.id}
                  data-move="down"
                  disabled={index === stops.length - 1}
                  onClick={() => move(stop.id, 1, index)}
                >
                  {t('route.moveDown')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--primary button--block edit-stops__done"
        onClick={onDone}
      >
        {t('route.done')}
      </button>
    </section>
  );
}
