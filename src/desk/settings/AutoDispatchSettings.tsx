import { useId, useState, type FormEvent } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import {
  isOrderLimit,
  MAX_ORDER_LIMIT,
  type BusinessDispatchSettings,
  type DispatchSettingsChoice,
} from '@/domain/dispatch/settings';
import { isOnline } from '@/platform';
import { saveProblem, useDispatchSettings } from './useDispatchSettings';

// "Settings → Auto-dispatch" (docs/auto-dispatch.md#settings): "Auto-assign new orders" and "At
// most [10] orders per driver", saved together with the section's "Save". A limit that is not a
// whole number from 1 to 50 is refused here and nothing is sent; offline the save is refused
// and what was typed stays.

type Saving =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; reason: string; retry: boolean }
  | { kind: 'saved' };

export function AutoDispatchSettings() {
  const { t } = useDeskTexts();
  const { read, reload, save } = useDispatchSettings();
  return (
    <section className="desk-settings__section" aria-labelledby="desk-auto-dispatch">
      <h2 id="desk-auto-dispatch">{t('autoDispatch.heading')}</h2>
      <p>{t('autoDispatch.intro')}</p>
      {read.status === 'loading' && <p role="status">{t('autoDispatch.loading')}</p>}
      {read.status === 'error' && (
        // Not an alert, and its own button's name: a failure that hits the whole screen (offline,
        // not a manager) is said once, by the API keys' list above.
        <div className="notice notice--error">
          <p>{read.reason}</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            {t('autoDispatch.readAgain')}
          </button>
        </div>
      )}
      {read.status === 'ready' && <SettingsForm initial={read.settings} save={save} />}
    </section>
  );
}

/** The limit typed, as a number the backend takes; null when it is not one. */
function limitOf(text: string): number | null {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return isOrderLimit(value) ? value : null;
}

function SettingsForm({
  initial,
  save,
}: {
  initial: BusinessDispatchSettings;
  save: (choice: DispatchSettingsChoice) => Promise<BusinessDispatchSettings>;
}) {
  const { t } = useDeskTexts();
  const errorId = useId();
  const [autoAssign, setAutoAssign] = useState(initial.autoAssignNewOrders);
  const [limitText, setLimitText] = useState(String(initial.maxOrdersPerDriver));
  const [limitError, setLimitError] = useState<string | null>(null);
  const [state, setState] = useState<Saving>({ kind: 'idle' });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const limit = limitOf(limitText);
    if (limit === null) {
      setLimitError(t('autoDispatch.limitInvalid', { max: MAX_ORDER_LIMIT }));
      return;
    }
    setLimitError(null);
    if (!isOnline()) {
      setState({ kind: 'failed', reason: t('autoDispatch.offline'), retry: false });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const saved = await save({ autoAssignNewOrders: autoAssign, maxOrdersPerDriver: limit });
      setAutoAssign(saved.autoAssignNewOrders);
      setLimitText(String(saved.maxOrdersPerDriver));
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', reason: saveProblem(error), retry: true });
    }
  }

  /** Any change: the last "Saved." or failure no longer speaks of what is shown. */
  const changed = () => setState((now) => (now.kind === 'sending' ? now : { kind: 'idle' }));

  return (
    <form
      className="desk-settings__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={state.kind === 'sending'}
    >
      <label className="desk-settings__check">
        <input
          type="checkbox"
          checked={autoAssign}
          onChange={(event) => {
            setAutoAssign(event.target.checked);
            changed();
          }}
        />
        {t('autoDispatch.autoAssign')}
      </label>
      <p className="desk-settings__limit">
        {t('autoDispatch.limitBefore')}{' '}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ORDER_LIMIT}
          step={1}
          className="field__input desk-settings__number"
          aria-label={t('autoDispatch.limitName')}
          aria-invalid={limitError !== null ? true : undefined}
          aria-describedby={limitError !== null ? errorId : undefined}
          value={limitText}
          onChange={(event) => {
            setLimitText(event.target.value);
            setLimitError(null);
            changed();
          }}
        />{' '}
        {t('autoDispatch.limitAfter')}
      </p>
      {limitError !== null && (
        <p id={errorId} className="desk-form__error">
          {limitError}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={state.kind === 'sending'}
        >
          {state.kind === 'sending' ? t('autoDispatch.saving') : t('autoDispatch.save')}
        </button>
      </div>
      {state.kind === 'saved' && <p role="status">{t('autoDispatch.saved')}</p>}
      {state.kind === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>{state.reason}</p>
          {state.retry && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void submit()}
            >
              {t('autoDispatch.tryAgain')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
