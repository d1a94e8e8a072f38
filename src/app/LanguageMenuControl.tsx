import { useState } from 'react';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import {
  chooseLanguage,
  currentLanguage,
  LANGUAGES,
  useTranslation,
  type Language,
} from '@/ui/i18n';

/**
 * "Language" in the side menu: English or Português, each named in its own language. The
 * choice is remembered on this device; the texts change once the catalogue has loaded. It sits
 * beside Theme and Text size and looks like them (features/display's display-setting styles).
 */
export function LanguageMenuControl() {
  // Re-renders when the language changes, wherever the change came from.
  const { t } = useTranslation();
  const names = Object.fromEntries(
    LANGUAGES.map((language) => [language, t(`languages.${language}`)]),
  ) as Record<Language, string>;
  const [failed, setFailed] = useState(false);
  return (
    <div className="display-settings">
      <ChoiceSelect
        label={t('shell.language')}
        value={currentLanguage()}
        options={names}
        namedInOwnLanguage
        onChange={(chosen) => {
          setFailed(false);
          chooseLanguage(chosen).catch(() => setFailed(true));
        }}
      />
      {failed && (
        <p className="display-setting__problem" role="alert">
          {t('shell.languageFailed')}
        </p>
      )}
    </div>
  );
}
