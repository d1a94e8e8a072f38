import { useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ConfirmDialog } from '@/desk/shell/ConfirmDialog';
import type { DeactivatedDriver } from '@/domain/team/wire';
import { isOnline } from '@/platform';
import { useHideBackground } from './hideBackground';
import { deactivateProblem } from './teamProblems';

// "Deactivate Tiago Costa" (docs/team.md#deactivate): asks first (a dialog saying what it does
// and how many open orders go back to Unassigned), then calls the backend. What became of it is
// told by the screen (`onResult`), since a deactivated driver's row leaves the list. Offline it
// is refused at once: the list it was asked on may be out of date.

export type DeactivateResult =
  { ok: true; name: string; answer: DeactivatedDriver } | { ok: false; text: string };

export function DeactivateDriver({
  uid,
  name,
  openOrders,
  onResult,
}: {
  uid: string;
  name: string;
  openOrders: number;
  onResult: (result: DeactivateResult) => void;
}) {
  const { t } = useDeskTexts();
  const { teamApi } = useDeskServices();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  useHideBackground(asking);

  function ask() {
    if (!isOnline()) return onResult({ ok: false, text: t('team.deactivate.offline', { name }) });
    setAsking(true);
  }

  async function confirm() {
    setAsking(false);
    if (!isOnline()) return onResult({ ok: false, text: t('team.deactivate.offline', { name }) });
    setSending(true);
    try {
      onResult({ ok: true, name, answer: await teamApi.deactivate(uid) });
    } catch (error) {
      onResult({ ok: false, text: deactivateProblem(error, name) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary desk-driver__deactivate"
        // While sending, the visible words name the driver themselves.
        aria-label={sending ? undefined : t('team.deactivate.buttonNamed', { name })}
        disabled={sending}
        onClick={ask}
      >
        {sending ? t('team.deactivate.sending', { name }) : t('team.deactivate.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('team.deactivate.title', { name })}
          body={
            openOrders === 0
              ? t('team.deactivate.bodyNoOrders', { name })
              : t('team.deactivate.body', { name, count: openOrders })
          }
          confirmLabel={t('team.deactivate.confirm')}
          cancelLabel={t('team.deactivate.cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
