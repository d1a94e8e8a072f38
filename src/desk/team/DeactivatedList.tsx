import { useId } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { driverName } from './DriverRow';
import type { DriverRow } from './driverRows';

// The deactivated drivers (docs/team.md#deactivate), apart from the active list: their name,
// email, and nothing to act on (the desk cannot bring one back).

export function DeactivatedList({ rows }: { rows: readonly DriverRow[] }) {
  const { t } = useDeskTexts();
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="desk-drivers__deactivated" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('team.deactivatedHeading')}</h2>
      <p className="muted">{t('team.deactivatedHelp')}</p>
      <ul className="plain-list desk-drivers__list">
        {rows.map((row) => (
          <li key={row.uid} className="desk-driver desk-driver--deactivated">
            <p className="desk-driver__name">{driverName(row, t)}</p>
            {row.person.email !== null && <p>{row.person.email}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
