import type { FormEvent } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { FormField } from '@/desk/orders/FormField';
import '@/desk/orders/orders.css';
import { toMinor } from '@/domain/money';
import { localDayLabel } from '@/domain/shift/dayWindow';
import { collectedMinorIn, type Settlement } from '@/domain/shift/settlement';
import type { MoneyTotal } from '@/domain/summary';
import { formatTime } from '@/ui/format';
import { formattingLocale } from '@/ui/i18n';
import { differenceText, moneyText } from './shiftText';
import { useRecordCash } from './useRecordCash';

// A driver's "Cash handed in" on End of shift (docs/end-of-shift.md#cash-handed-in): the field
// and "Save", and the day's settlement as the backend keeps it — who settled it and when, what
// was handed in against the cash collected, the difference in words.

/** The settlement to show: the feed's, or the call's answer while the feed has not caught up. */
function newest(a: Settlement | null, b: Settlement | null): Settlement | null {
  if (a === null || b === null) return a ?? b;
  return b.recordedAt > a.recordedAt ? b : a;
}

function dateText(at: number): string {
  try {
    return new Intl.DateTimeFormat(formattingLocale(), { day: 'numeric', month: 'short' }).format(
      at,
    );
  } catch {
    return localDayLabel(at);
  }
}

export function CashHandedIn({
  dispatchId,
  driverName,
  day,
  settlement: fromFeed,
  collected,
  nameOf,
}: {
  dispatchId: string;
  driverName: string;
  day: string;
  settlement: Settlement | null;
  /** The cash the driver confirmed that day, per currency (summary.ts). */
  collected: readonly MoneyTotal[];
  nameOf(uid: string): string;
}) {
  const { t } = useDeskTexts();
  const { typed, type, state, save } = useRecordCash(dispatchId, day);
  const settlement = newest(fromFeed, state.kind === 'saved' ? state.settlement : null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const problem = state.kind === 'invalid' ? state.message : null;
  return (
    <div className="shift-cash">
      <SettlementText settlement={settlement} day={day} collected={collected} nameOf={nameOf} />
      <form className="shift-cash__form" onSubmit={onSubmit} noValidate>
        <FormField
          label={t('shift.cashHandedIn')}
          value={typed}
          onValueChange={type}
          error={problem}
          help={t('shift.cashHandedInHelp', { name: driverName })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={32}
        />
        <button type="submit" className="button button--primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('shift.saving') : t('shift.save')}
        </button>
      </form>
      {state.kind === 'refused' && (
        <p className="shift-cash__refused" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

function SettlementText({
  settlement,
  day,
  collected,
  nameOf,
}: {
  settlement: Settlement | null;
  day: string;
  collected: readonly MoneyTotal[];
  nameOf(uid: string): string;
}) {
  const { t } = useDeskTexts();
  if (settlement === null) {
    return (
      <p className="shift-cash__status" role="status">
        {t('shift.notSettled')}
      </p>
    );
  }
  const { currency } = settlement;
  const money = (amount: number) => ({ minor: toMinor(amount, currency) ?? 0, currency });
  const name = settlement.recordedByName ?? nameOf(settlement.recordedBy);
  const time = formatTime(settlement.recordedAt) ?? '';
  const sameDay = localDayLabel(settlement.recordedAt) === day;
  const collectedNow = collectedMinorIn(collected, currency);
  const difference = money(settlement.difference);
  return (
    <div className="shift-cash__status" role="status">
      <p className="shift-cash__settled">
        {sameDay
          ? t('shift.settled', { name, time })
          : t('shift.settledOn', { name, time, date: dateText(settlement.recordedAt) })}
      </p>
      <p>
        {t('shift.handedIn', {
          amount: moneyText(money(settlement.amount)),
          collected: moneyText(money(settlement.collected)),
        })}
      </p>
      <p className={difference.minor === 0 ? undefined : 'shift-uneven'}>
        {t('shift.settledDifference', { difference: differenceText([difference]) })}
      </p>
      {collectedNow !== money(settlement.collected).minor && (
        <p className="shift-uneven">
          {t('shift.collectedChanged', {
            amount: moneyText({ minor: collectedNow, currency }),
          })}
        </p>
      )}
    </div>
  );
}
