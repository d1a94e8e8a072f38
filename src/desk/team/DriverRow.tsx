import { useId } from 'react';
import { useDeskTexts, type DeskTranslate } from '@/desk/i18n/texts';
import { shortUid } from '@/desk/people';
import { minutesAgo } from '@/domain/shift/driverShift';
import { DeactivateDriver, type DeactivateResult } from './DeactivateDriver';
import type { DriverRow as Row } from './driverRows';

// One driver of "Drivers" (docs/team.md#the-list): the name, email and phone; on shift or not,
// last seen, a stale position said in words; today's delivered and open counts; "Deactivate".

/** The name a driver goes by on this screen: the name, else the email, else a short uid. */
export function driverName(row: Pick<Row, 'person'>, t: DeskTranslate): string {
  const { person } = row;
  return person.name ?? person.email ?? t('team.unnamed', { uid: shortUid(person.uid) });
}

function lastSeenText(lastSeenAt: number | null, now: number, t: DeskTranslate): string {
  if (lastSeenAt === null) return t('team.neverSeen');
  // "last seen 0 min ago", not "just now": one pattern, the Map's markers' too (map.driver).
  return t('team.lastSeen', { count: minutesAgo(lastSeenAt, now) });
}

export function DriverRow({
  row,
  now,
  showShift,
  onResult,
}: {
  row: Row;
  now: number;
  /** False when the shift records could not be read: on shift and last seen are not known. */
  showShift: boolean;
  onResult: (result: DeactivateResult) => void;
}) {
  const { t } = useDeskTexts();
  const nameId = useId();
  const name = driverName(row, t);
  return (
    <li>
      <article className="desk-driver" aria-labelledby={nameId}>
        <div className="desk-driver__about">
          <h3 id={nameId} className="desk-driver__name">
            {name}
          </h3>
          <dl className="desk-driver__contact">
            <dt>{t('team.emailLabel')}</dt>
            <dd>{row.person.email ?? t('team.noEmail')}</dd>
            <dt>{t('team.phoneLabel')}</dt>
            <dd>{row.phone ?? t('team.noPhone')}</dd>
          </dl>
        </div>
        {showShift && (
          <p className="desk-driver__shift">
            <span className={row.onShift ? 'desk-driver__on' : 'desk-driver__off'}>
              {row.onShift ? t('team.onShift') : t('team.offShift')}
            </span>{' '}
            <span>{lastSeenText(row.lastSeenAt, now, t)}</span>
            {row.stalePosition && <span className="desk-driver__stale">{t('team.stale')}</span>}
            {row.noPosition && <span className="desk-driver__stale">{t('team.noPosition')}</span>}
          </p>
        )}
        <p className="desk-driver__today">
          {t('team.today', { delivered: row.delivered, open: row.open })}
        </p>
        <DeactivateDriver uid={row.uid} name={name} openOrders={row.open} onResult={onResult} />
      </article>
    </li>
  );
}
