import { useTranslation } from './i18n';
import { Spinner } from './Spinner';

/** A full-screen wait with an optional way out (e.g. sign out while offline). */
export function LoadingScreen({
  label,
  action,
  slowHint,
}: {
  label: string;
  action?: { label: string; onClick: () => void };
  /** Revealed by CSS alone after a while (it must work before any script has run). */
  slowHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <main className="loading-screen">
      {/* The screen's one level-one heading: what is starting (docs/display.md#landmarks). */}
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <Spinner />
      <p role="status">{label}</p>
      {slowHint && <p className="loading-screen__slow-hint">{slowHint}</p>}
      {action && (
        <button type="button" className="button button--secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </main>
  );
}

/**
 * The app's first screen, while it starts. index.html carries the same markup, so it shows
 * before the scripts have run (tests/unit/app/bootScreen.test.tsx keeps the two identical). If
 * the scripts never arrive (the connection dropped during a first visit), its hint appears.
 */
export function StartingScreen() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('app.starting')} slowHint={t('app.startingSlow')} />;
}
