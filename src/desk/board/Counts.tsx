import { useDeskTexts } from '@/desk/i18n/texts';
import type { BoardCounts } from './board';

/** The day's counts at the top of the board: Unassigned, Late, Open, Delivered. */
export function Counts({ counts }: { counts: BoardCounts }) {
  const { t } = useDeskTexts();
  const items = [
    ['unassigned', t('board.unassigned'), counts.unassigned],
    ['late', t('board.late'), counts.late],
    ['open', t('board.open'), counts.open],
    ['delivered', t('board.delivered'), counts.delivered],
  ] as const;
  return (
    <div className="desk-counts">
      <h2 className="visually-hidden">{t('board.counts')}</h2>
      <dl className="desk-counts__list">
        {items.map(([key, label, value]) => (
          <div
            key={key}
            className={`desk-count desk-count--${key}${value > 0 ? ' desk-count--some' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
