import { useTranslation } from '@/ui/i18n';
import './ConfigErrorScreen.css';

/** The file that lists every variable (a name, not a word to translate). */
const ENV_EXAMPLE_FILE = '.env.example';

/** Shown instead of the app when the build's VITE_* configuration is partial or malformed. */
export function ConfigErrorScreen({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <main className="config-error">
      <h1>{t('app.configErrorTitle')}</h1>
      <p>{t('app.configErrorIntro')}</p>
      <ul role="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        {t('app.configErrorHelp')} <code>{ENV_EXAMPLE_FILE}</code>.
      </p>
    </main>
  );
}
