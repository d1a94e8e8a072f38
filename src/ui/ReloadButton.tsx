import { useTranslation } from './i18n';

/** "Reload": the way out of a screen that could not be shown or an app that could not start. */
export function ReloadButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => window.location.reload()}
    >
      {t('app.reload')}
    </button>
  );
}
