import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDeskTexts, type DeskTranslate } from '@/desk/i18n/texts';
import { StateMessage } from '@/ui/StateMessage';
import { useOnline } from '@/ui/useOnline';
import { DeactivatedList } from './DeactivatedList';
import type { DeactivateResult } from './DeactivateDriver';
import { DriverRow } from './DriverRow';
import { HideBackgroundContext } from './hideBackground';
import { InviteDriver } from './InviteDriver';
import { useDrivers } from './useDrivers';
import '@/desk/orders/orders.css';
import './team.css';

// "Drivers" (docs/team.md): the active drivers, on shift first, with "Invite driver" and each
// one's "Deactivate"; the deactivated ones apart below. Live (the team, today's receipts and the
// shift records), the last known list offline with a banner.

type Notice = { tone: 'done' | 'refused'; text: string };

function resultText(result: DeactivateResult, t: DeskTranslate): string {
  if (!result.ok) return result.text;
  const { name, answer } = result;
  const count = answer.unassigned.length;
  if (count > 0) return t('team.deactivate.done', { name, count });
  return answer.alreadyDeactivated
    ? t('team.deactivate.already', { name })
    : t('team.deactivate.doneNoOrders', { name });
}

export function DriversScreen() {
  const { t } = useDeskTexts();
  const online = useOnline();
  const { data, retry } = useDrivers();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [background, setBackground] = useState<'shown' | 'hidden'>('shown');
  const hideBackground = useCallback(
    (hidden: boolean) => setBackground(hidden ? 'hidden' : 'shown'),
    [],
  );
  const hidden = background === 'hidden';

  // A deactivated driver's row (and its button, which had the focus) leaves: the answer takes it.
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);

  const onResult = (result: DeactivateResult) =>
    setNotice({ tone: result.ok ? 'done' : 'refused', text: resultText(result, t) });

  return (
    <main className="desk-main desk-drivers">
      <HideBackgroundContext.Provider value={hideBackground}>
        <div className="desk-drivers__screen" inert={hidden} aria-hidden={hidden || undefined}>
          <div className="desk-drivers__top">
            <h1 className="desk-main__title">{t('team.heading')}</h1>
            <InviteDriver team={data.status === 'ready' ? data.team : []} />
          </div>
          {!online && (
            <p className="desk-offline" role="status">
              {t('team.offline')}
            </p>
          )}
          <div ref={noticeRef} tabIndex={-1} className="desk-drivers__notice">
            <p role="status">{notice?.tone === 'done' ? notice.text : ''}</p>
            {notice?.tone === 'refused' && (
              <div className="notice notice--error desk-notice" role="alert">
                <span>{notice.text}</span>
                <button
                  type="button"
                  className="button button--link desk-notice__dismiss"
                  onClick={() => setNotice(null)}
                >
                  {t('team.deactivate.dismiss')}
                </button>
              </div>
            )}
          </div>
          {data.status === 'loading' && (
            <p className="desk-main__loading" role="status">
              {t('team.loading')}
            </p>
          )}
          {data.status === 'error' && (
            <StateMessage
              tone="error"
              title={t('team.loadFailed')}
              action={
                <button type="button" className="button button--primary" onClick={retry}>
                  {t('team.tryAgain')}
                </button>
              }
            >
              <p>{t('team.loadFailedBecause', { reason: data.error.message })}</p>
            </StateMessage>
          )}
          {data.status === 'ready' && (
            <>
              {data.shiftsProblem !== null && (
                <div className="notice notice--error" role="alert">
                  <p>{t('team.shiftsUnknown', { reason: data.shiftsProblem })}</p>
                  <button type="button" className="button button--secondary" onClick={retry}>
                    {t('team.tryAgain')}
                  </button>
                </div>
              )}
              {data.rows.active.length === 0 ? (
                <StateMessage title={t('team.empty')}>
                  <p>{t('team.emptyHelp')}</p>
                </StateMessage>
              ) : (
                <>
                  <h2 id={listId} className="desk-drivers__subheading">
                    {t('team.listLabel')}
                  </h2>
                  <ul className="plain-list desk-drivers__list" aria-labelledby={listId}>
                    {data.rows.active.map((row) => (
                      <DriverRow
                        key={row.uid}
                        row={row}
                        now={data.now}
                        showShift={data.shiftsProblem === null}
                        onResult={onResult}
                      />
                    ))}
                  </ul>
                </>
              )}
              <DeactivatedList rows={data.rows.deactivated} />
            </>
          )}
        </div>
      </HideBackgroundContext.Provider>
    </main>
  );
}
