import { deskText, useDeskTexts } from '@/desk/i18n/texts';
import type { NameOf } from '@/desk/people';
import type { Notice, Refusal } from './assignments';

// What became of the assignments (docs/desk.md#optimistic): "#1042 assigned to Tiago Costa.",
// or why a move was put back ("Ana Ribeiro took #1042 meanwhile."). A refusal is an alert; the
// newest few stay until dismissed.

/** A uid's name as the board shows it. */

function refusalText(refusal: Refusal, nameOf: NameOf): string {
  const number = (value: string | null) => value ?? '?';
  switch (refusal.kind) {
    case 'took-meanwhile':
      return deskText('messages.tookMeanwhile', {
        name: nameOf(refusal.by),
        number: number(refusal.number),
      });
    case 'unassigned-meanwhile':
      return deskText('messages.unassignedMeanwhile', { number: number(refusal.number) });
    case 'closed':
      return deskText('messages.closed', { number: number(refusal.number) });
    case 'not-found':
      return deskText('messages.notFound', { number: number(refusal.number) });
    case 'offline':
      return deskText('messages.offline');
    case 'not-manager':
      return deskText('messages.notManager');
    case 'not-driver':
      return deskText('messages.notDriver', { name: nameOf(refusal.to) });
    case 'signed-out':
      return deskText('messages.signedOut');
    case 'failed':
      return deskText('messages.failed', { reason: refusal.reason });
  }
}

export function noticeText(notice: Notice, nameOf: NameOf): string {
  if (notice.tone === 'refused') return refusalText(notice.refusal, nameOf);
  if (notice.count === 1 && notice.number !== null) {
    return notice.to === null
      ? deskText('messages.unassigned', { number: notice.number })
      : deskText('messages.assigned', { number: notice.number, name: nameOf(notice.to) });
  }
  return notice.to === null
    ? deskText('messages.unassignedMany', { count: notice.count })
    : deskText('messages.assignedMany', { count: notice.count, name: nameOf(notice.to) });
}

export function Notices({
  notices,
  nameOf,
  onDismiss,
}: {
  notices: readonly Notice[];
  nameOf: NameOf;
  onDismiss(id: number): void;
}) {
  const { t } = useDeskTexts();
  const latestDone = notices.find((notice) => notice.tone === 'done');
  const refusals = notices.filter((notice) => notice.tone === 'refused');
  return (
    <div className="desk-notices">
      {/* Always in the page, so that a screen reader hears each new confirmation. */}
      <p className="desk-notices__done" role="status">
        {latestDone === undefined ? '' : noticeText(latestDone, nameOf)}
      </p>
      {refusals.length > 0 && (
        <div className="desk-notices__list">
          {refusals.map((notice) => (
            <div key={notice.id} className="notice notice--error desk-notice" role="alert">
              <span>{noticeText(notice, nameOf)}</span>
              <button
                type="button"
                className="button button--link desk-notice__dismiss"
                onClick={() => onDismiss(notice.id)}
              >
                {t('messages.dismiss')}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
