import { useState, type FormEvent } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { FormField } from '@/desk/orders/FormField';
import { MAX_API_KEY_NAME_LENGTH, type CreatedApiKey } from '@/domain/intake/wire';
import { isOnline } from '@/platform';
import { keyProblem } from './useApiKeys';

// "Create key": named ("Till", "Online shop"); the key itself shown once, with "Copy key" and a
// sentence that it will not be shown again (the backend keeps only its hash).

type Creating =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; reason: string }
  | { kind: 'made'; key: CreatedApiKey; copied: boolean | null };

export function CreateKey({ create }: { create: (name: string) => Promise<CreatedApiKey> }) {
  const { t } = useDeskTexts();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [state, setState] = useState<Creating>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setNameError(t('apiKeys.nameRequired'));
    if ([...trimmed].length > MAX_API_KEY_NAME_LENGTH) {
      return setNameError(t('apiKeys.nameTooLong', { max: MAX_API_KEY_NAME_LENGTH }));
    }
    setNameError(null);
    if (!isOnline()) return setState({ kind: 'failed', reason: t('apiKeys.offline') });
    setState({ kind: 'sending' });
    try {
      const key = await create(trimmed);
      setState({ kind: 'made', key, copied: null });
      setName('');
    } catch (error) {
      setState({ kind: 'failed', reason: keyProblem(error) });
    }
  }

  async function copy(key: CreatedApiKey) {
    try {
      await navigator.clipboard.writeText(key.key);
      setState({ kind: 'made', key, copied: true });
    } catch {
      setState({ kind: 'made', key, copied: false });
    }
  }

  return (
    <>
      <form className="desk-keys__create" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('apiKeys.name')}
          value={name}
          autoComplete="off"
          onValueChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          error={nameError}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={state.kind === 'sending'}
        >
          {state.kind === 'sending' ? t('apiKeys.creating') : t('apiKeys.create')}
        </button>
      </form>
      {state.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          {state.reason}
        </p>
      )}
      {state.kind === 'made' && (
        <div className="notice notice--success desk-keys__made" role="status">
          <p>{t('apiKeys.made', { name: state.key.name })}</p>
          <code className="desk-keys__secret">{state.key.key}</code>
          <p>{t('apiKeys.shownOnce')}</p>
          <div className="notice__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(state.key)}
            >
              {t('apiKeys.copy')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setState({ kind: 'idle' })}
            >
              {t('apiKeys.done')}
            </button>
          </div>
          {state.copied === true && <p>{t('apiKeys.copied')}</p>}
          {state.copied === false && <p>{t('apiKeys.copyFailed')}</p>}
        </div>
      )}
    </>
  );
}
