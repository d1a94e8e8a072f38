import { useId } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { addDays, isDayLabel } from '@/domain/shift/dayWindow';

// The day End of shift shows (docs/end-of-shift.md#the-day): a date input "Day" (today or one
// of the 29 days before it), with "Previous day" and "Next day" beside it.

/** How many days End of shift offers, today included. */
export const SHIFT_DAYS = 30;

/** `day` kept within [today − 29, today]. */
export function clampDay(day: string, today: string): string {
  const first = addDays(today, 1 - SHIFT_DAYS) ?? today;
  if (!isDayLabel(day) || day > today) return today;
  return day < first ? first : day;
}

export function DayPicker({
  day,
  today,
  onDay,
}: {
  day: string;
  today: string;
  onDay(day: string): void;
}) {
  const { t } = useDeskTexts();
  const id = useId();
  const first = addDays(today, 1 - SHIFT_DAYS) ?? today;
  const step = (days: number) => onDay(clampDay(addDays(day, days) ?? day, today));
  return (
    <div className="shift-day">
      <div className="field shift-day__field">
        <label className="field__label" htmlFor={id}>
          {t('shift.day')}
        </label>
        <input
          id={id}
          type="date"
          className="field__input"
          value={day}
          min={first}
          max={today}
          aria-describedby={`${id}-help`}
          // A cleared or half-typed date says nothing yet: the day shown stays.
          onChange={(event) =>
            isDayLabel(event.target.value) && onDay(clampDay(event.target.value, today))
          }
        />
        <p id={`${id}-help`} className="shift-day__help">
          {t('shift.dayHelp')}
        </p>
      </div>
      <div className="shift-day__steps">
        <button type="button" className="button" disabled={day <= first} onClick={() => step(-1)}>
          {t('shift.previousDay')}
        </button>
        <button type="button" className="button" disabled={day >= today} onClick={() => step(1)}>
          {t('shift.nextDay')}
        </button>
      </div>
    </div>
  );
}
