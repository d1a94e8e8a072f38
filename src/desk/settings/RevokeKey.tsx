import { useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ConfirmDialog } from '@/desk/shell/ConfirmDialog';
import type { ApiKeySummary } from '@/domain/intake/wire';
import { isOnline } from '@/platform';
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
        <ConfirmDialog
          title={t('apiKeys.revokeTitle', { name: apiKey.name })}
          body={t('apiKeys.revokeBody')}
          confirmLabel={t('apiKeys.revokeConfirm')}
          cancelLabel={t('apiKeys.cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
