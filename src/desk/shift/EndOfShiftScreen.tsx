import { useMemo, useState } from 'react';
import { useBoardClock } from '@/desk/board/useBoardData';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ReadFailed, ReadLoading } from '@/desk/shell/ReadState';
import { localDayLabel, localDayWindow } from '@/domain/shift/dayWindow';
import { useOnline } from '@/ui/useOnline';
import { clampDay, DayPicker } from './DayPicker';
import { ShiftDayView } from './ShiftDayView';
import { useShiftDay } from './useShiftDay';
import './shift.css';

// The desk's "End of shift" (docs/end-of-shift.md): a day — today or one of the 29 before —, per
// driver what was delivered and not, the cash to collect, collected and the difference, card
// payments and each delivery's proof; "Cash handed in" per driver; "Export CSV" of the day.

export function EndOfShiftScreen() {
  const { t } = useDeskTexts();
  const now = useBoardClock();
  const today = localDayLabel(now);
  // null: today, whichever day that is (the screen moves on at midnight).
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen === null ? today : clampDay(chosen, today);
  return (
    <main className="desk-main shift">
      <h1 className="desk-main__title">{t('shift.heading')}</h1>
      <DayPicker
        day={day}
        today={today}
        onDay={(next) => setChosen(next === today ? null : next)}
      />
      <ShiftDay key={day} day={day} isToday={day === today} />
    </main>
  );
}

function ShiftDay({ day, isToday }: { day: string; isToday: boolean }) {
  const { t } = useDeskTexts();
  const online = useOnline();
  // The label is a valid day (clampDay): its window always exists.
  const window = useMemo(() => localDayWindow(day) ?? { start: 0, end: 0 }, [day]);
  const { data, retry } = useShiftDay(day, window, isToday);
  return (
    <>
      {!online && (
        <p className="desk-offline" role="status">
          {t('shift.offline')}
        </p>
      )}
      {data.status === 'loading' && <ReadLoading label={t('shift.loading')} />}
      {data.status === 'error' && (
        <ReadFailed title={t('shift.loadFailed')} error={data.error} onRetry={retry} />
      )}
      {data.status === 'ready' && (
        <ShiftDayView
          day={day}
          window={window}
          receipts={data.receipts}
          team={data.team}
          settlements={data.settlements}
        />
      )}
    </>
  );
}
