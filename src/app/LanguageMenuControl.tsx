import { useId, useState } from 'react';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES, useTranslation } from '@/ui/i18n';

/**
 * "Language" in the side menu: English or Português, each named in its own language. The
 * choice is remembered on this device; the texts change once the catalogue has loaded. It sits
 * beside Theme and Text size and looks like them (features/display's display-setting styles).
 */
export function LanguageMenuControl() {
  // Re-renders when the language changes, wherever the change came from.
  const { t } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <div className="display-settings">
      <div className="display-setting">
        <label className="display-setting__label" htmlFor={id}>
          {t('shell.language')}
        </label>
        <select
          id={id}
          className="display-setting__select"
          value={currentLanguage()}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isLanguage(chosen)) return;
            setFailed(false);
            chooseLanguage(chosen).catch(() => setFailed(true));
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      {failed && (
        <p className="display-setting__problem" role="alert">
          {t('shell.languageFailed')}
        </p>
      )}
    </div>
  );
}
