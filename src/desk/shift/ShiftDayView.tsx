import { useMemo, useState } from 'react';
import { configResult } from '@/config/env';
import { useDeskTexts } from '@/desk/i18n/texts';
import { teamNames } from '@/desk/people';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import type { DayWindow } from '@/domain/shift/dayWindow';
import { endOfShift, type ShiftOrder } from '@/domain/shift/endOfShift';
import type { Settlement } from '@/domain/shift/settlement';
import { DEFAULT_NOT_DELIVERED_STATUS } from '@/domain/status';
import { formattingLocale } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';
import { DriverDaySection } from './DriverDaySection';
import { downloadFile, shiftCsvFile } from './exportCsv';
import { ShiftOrderRow } from './ShiftOrderRow';
import { deskTimeZone } from './shiftText';

// A day's End of shift once its reads have answered (docs/end-of-shift.md): "Export CSV", a
// region per driver who had orders that day (by name), and the orders nobody had.

/** The configured not-delivered status (VITE_NOT_DELIVERED_STATUS), as the phones set it. */
const NOT_DELIVERED_STATUS = configResult.ok
  ? configResult.config.notDeliveredStatus
  : DEFAULT_NOT_DELIVERED_STATUS;

export function ShiftDayView({
  day,
  window,
  receipts,
  team,
  settlements,
}: {
  day: string;
  window: DayWindow;
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  settlements: readonly Settlement[];
}) {
  const { t } = useDeskTexts();
  const [exported, setExported] = useState<string | null>(null);
  const shift = useMemo(
    () => endOfShift(receipts, { notDeliveredStatus: NOT_DELIVERED_STATUS, window }),
    [receipts, window],
  );
  const nameOf = useMemo(() => teamNames(team), [team]);
  const drivers = useMemo(
    () =>
      shift.drivers
        .map((driver) => ({ driver, name: nameOf(driver.dispatchId) }))
        .sort(
          (a, b) =>
            a.name.localeCompare(b.name) || a.driver.dispatchId.localeCompare(b.driver.dispatchId),
        ),
    [shift, nameOf],
  );
  const known = useMemo(() => new Set(team.map((person) => person.uid)), [team]);
  const settlementOf = (uid: string) =>
    settlements.find((settlement) => settlement.dispatchId === uid) ?? null;
  const empty = drivers.length === 0 && shift.unassigned.length === 0;

  const exportCsv = () => {
    const file = shiftCsvFile(day, shift, {
      locale: formattingLocale(),
      timeZone: deskTimeZone(),
      nameOf,
    });
    downloadFile(file);
    setExported(file.name);
  };

  if (empty) {
    return (
      <StateMessage title={t('shift.emptyDay')}>
        <p>{t('shift.emptyDayHelp')}</p>
      </StateMessage>
    );
  }
  return (
    <>
      <div className="shift-export">
        <button type="button" className="button button--primary" onClick={exportCsv}>
          {t('shift.exportCsv')}
        </button>
        <p role="status" className="shift-export__status">
          {exported !== null && t('shift.exported', { file: exported })}
        </p>
      </div>
      <div className="shift-drivers">
        {drivers.map(({ driver, name }) => (
          <DriverDaySection
            key={driver.dispatchId}
            driver={driver}
            name={name}
            day={day}
            settlement={settlementOf(driver.dispatchId)}
            // The backend counts cash for the team's drivers only (an unknown uid: not-a-driver).
            canCount={known.has(driver.dispatchId)}
            nameOf={nameOf}
          />
        ))}
        {shift.unassigned.length > 0 && <UnassignedOrders orders={shift.unassigned} />}
      </div>
    </>
  );
}

function UnassignedOrders({ orders }: { orders: readonly ShiftOrder[] }) {
  const { t } = useDeskTexts();
  return (
    <section className="shift-driver" aria-labelledby="shift-unassigned">
      <h2 id="shift-unassigned" className="shift-driver__name">
        {t('board.unassigned')}
      </h2>
      <p>{t('shift.unassignedOrders')}</p>
      <ul className="shift-orders plain-list">
        {orders.map((order) => (
          <ShiftOrderRow key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
