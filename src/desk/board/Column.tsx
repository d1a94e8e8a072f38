import { memo, useId, useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { BoardColumn } from './board';
import { useBoardActions } from './boardActions';
import { columnName } from './cardText';
import { OrderCard } from './OrderCard';

// One region of the board (docs/desk.md#the-board): "Unassigned", a driver (named by the
// driver's name) or a driver the desk does not know. Its open orders (with a line when their
// order is the desk's estimate of the run: board.ts), its delivered ones under "Delivered (n)",
// "Move all to…" for a driver's open run, "Auto-assign n" for the unassigned
// (docs/auto-dispatch.md). A drop target (useCardDrag.ts reads data-drop-key) when orders may go
// to it. Memoised on the column object, which the board keeps while it says the same
// (keepBoard.ts).

export const Column = memo(function Column({
  column,
  picked,
  shown,
}: {
  column: BoardColumn;
  /** The column the phone-width picker shows (the others are hidden there by CSS). */
  picked: boolean;
  /** How many of its open cards it draws (all but while a big board is drawn: cardStages.ts). */
  shown: number;
}) {
  const { t } = useDeskTexts();
  const { openMoveAll, openAutoAssign } = useBoardActions();
  const [showDelivered, setShowDelivered] = useState(false);
  const headingId = useId();
  const deliveredId = useId();
  const name = columnName(column);
  const open = column.open.length;
  return (
    <section
      className={`desk-column desk-column--${column.kind}`}
      aria-labelledby={headingId}
      data-drop-key={column.target ? column.key : undefined}
      data-picked={picked}
    >
      <div className="desk-column__header">
        <h2 id={headingId} className="desk-column__name">
          {name}
        </h2>
        <p className="desk-column__count">{t('board.openCount', { count: open })}</p>
        {!column.target && column.kind === 'driver' && (
          <p className="desk-column__inactive">{t('board.notActive')}</p>
        )}
        {column.kind === 'unassigned' && open > 0 && openAutoAssign !== undefined && (
          <button
            type="button"
            className="button desk-column__move-all"
            aria-haspopup="dialog"
            onClick={openAutoAssign}
          >
            {t('dispatch.autoAssign', { count: open })}
          </button>
        )}
        {column.kind !== 'unassigned' && open > 0 && (
          <button
            type="button"
            className="button desk-column__move-all"
            aria-haspopup="menu"
            onClick={(event) => openMoveAll(column.key, event.currentTarget)}
          >
            {t('board.moveAll')}
          </button>
        )}
      </div>
      {column.estimated && <p className="desk-column__estimated">{t('dispatch.runEstimated')}</p>}
      {open === 0 ? (
        <p className="desk-column__empty muted">{t('board.noOpenOrders')}</p>
      ) : (
        <ul className="plain-list desk-column__cards">
          {(shown < open ? column.open.slice(0, shown) : column.open).map((card) => (
            <OrderCard key={card.receipt.id} card={card} />
          ))}
        </ul>
      )}
      {column.delivered.length > 0 && (
        <div className="desk-column__delivered">
          <button
            type="button"
            className="button desk-column__toggle"
            aria-expanded={showDelivered}
            aria-controls={deliveredId}
            onClick={() => setShowDelivered((shown) => !shown)}
          >
            {t('board.deliveredToggle', { count: column.delivered.length })}
          </button>
          <ul id={deliveredId} className="plain-list desk-column__cards" hidden={!showDelivered}>
            {showDelivered &&
              column.delivered.map((card) => <OrderCard key={card.receipt.id} card={card} />)}
          </ul>
        </div>
      )}
    </section>
  );
});
