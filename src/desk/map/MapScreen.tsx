import { useState } from 'react';
import { useBoardClock, useBoardData } from '@/desk/board/useBoardData';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ReadFailed, ReadLoading } from '@/desk/shell/ReadState';
import { ReadyMap } from './ReadyMap';
import { useShiftPositions } from './useShiftPositions';
import './map.css';

// The desk's "Map" (docs/map.md#the-desks-map): the drivers on shift at their last position, their
// open stops numbered in order in their colour, the unassigned stops apart, and what has no map
// position listed beside it. Loading, error (with "Try again") and, once read, the map, which
// stays as last known offline.

export function MapScreen() {
  const { t } = useDeskTexts();
  const now = useBoardClock();
  const { data, retry } = useBoardData(now);
  const [attempt, setAttempt] = useState(0);
  const positions = useShiftPositions(attempt);
  const error =
    data.status === 'error' ? data.error : positions.status === 'error' ? positions.error : null;
  const tryAgain = () => {
    retry();
    setAttempt((n) => n + 1);
  };
  return (
    <main className="desk-main">
      <h1 className="desk-main__title">{t('map.heading')}</h1>
      {error !== null ? (
        <ReadFailed title={t('map.loadFailed')} error={error} onRetry={tryAgain} />
      ) : data.status === 'ready' && positions.status === 'ready' ? (
        <ReadyMap receipts={data.receipts} team={data.team} shifts={positions.shifts} now={now} />
      ) : (
        <ReadLoading label={t('map.loading')} />
      )}
    </main>
  );
}
