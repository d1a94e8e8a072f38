import { useId, useRef, useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { ApiKeySummary } from '@/domain/intake/wire';
import { isOnline } from '@/platform';
import { ModalDialog } from '@/ui/ModalDialog';
import { keyProblem } from './useApiKeys';

// "Revoke Till": asks first (a dialog), since a revoked key stops the shop's system at once and
// cannot be brought back.

export function RevokeKey({
  apiKey,
  revoke,
}: {
  apiKey: ApiKeySummary;
  revoke: (id: string) => Promise<void>;
}) {
  const { t } = useDeskTexts();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  async function confirm() {
    setAsking(false);
    if (!isOnline()) return setProblem(t('apiKeys.offline'));
    setSending(true);
    setProblem(null);
    try {
      await revoke(apiKey.id);
    } catch (error) {
      setProblem(keyProblem(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="desk-keys__revoke">
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        onClick={() => setAsking(true)}
      >
        {t('apiKeys.revoke', { name: apiKey.name })}
      </button>
      {problem !== null && (
        <p className="desk-form__error" role="alert">
          {problem}
        </p>
      )}
      {asking && (
        <ModalDialog
          role="alertdialog"
          className="desk-dialog"
          labelledBy={titleId}
          describedBy={bodyId}
          initialFocus={cancelRef}
          onEscape={() => setAsking(false)}
        >
          <h2 id={titleId} className="desk-dialog__title">
            {t('apiKeys.revokeTitle', { name: apiKey.name })}
          </h2>
          <p id={bodyId}>{t('apiKeys.revokeBody')}</p>
          <div className="desk-dialog__actions">
            <button type="button" className="button button--primary" onClick={() => void confirm()}>
              {t('apiKeys.revokeConfirm')}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(false)}
            >
              {t('apiKeys.cancel')}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
