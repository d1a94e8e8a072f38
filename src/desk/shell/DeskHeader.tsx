import { useState } from 'react';
import { personLabel } from '@/desk/board/board';
import { useDeskServices } from '@/desk/deskServices';
import { chooseDeskLanguage, useDeskTexts } from '@/desk/i18n/texts';
import { useDeskSession } from '@/desk/session/DeskSession';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { currentLanguage, LANGUAGES, type Language } from '@/ui/i18n';

// The desk's header (docs/desk.md#the-board): the brand, who is signed in, the language choice
// (the same saved choice as the driver app's) and "Sign out" of the desk.

export function DeskHeader() {
  const { t, tApp } = useDeskTexts();
  const { mode } = useDeskServices();
  const { state, signOut } = useDeskSession();
  const [languageFailed, setLanguageFailed] = useState(false);
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [language, tApp(`languages.${language}`)]),
  ) as Record<Language, string>;
  return (
    <header className="desk-header">
      <div className="desk-header__brand">
        <img src="/logo.svg" alt="" width={36} height={36} />
        <span className="desk-header__name">{tApp('app.name')}</span>
        <span className="desk-header__area">{t('app.header')}</span>
        {mode === 'demo' && <span className="badge badge--demo">{tApp('app.demoData')}</span>}
      </div>
      <div className="desk-header__end">
        {state.status === 'ready' && (
          <span className="desk-header__user">
            {t('app.signedInAs', { name: personLabel(state.profile) })}
          </span>
        )}
        <ChoiceSelect
          label={t('app.language')}
          value={currentLanguage()}
          options={languages}
          namedInOwnLanguage
          onChange={(language) => {
            setLanguageFailed(false);
            chooseDeskLanguage(language).catch(() => setLanguageFailed(true));
          }}
        />
        {(state.status === 'ready' || state.status === 'checking') && (
          <button
            type="button"
            className="button desk-header__sign-out"
            onClick={() => void signOut()}
          >
            {t('app.signOut')}
          </button>
        )}
      </div>
      {languageFailed && (
        <p className="desk-header__problem" role="alert">
          {tApp('shell.languageFailed')}
        </p>
      )}
    </header>
  );
}
