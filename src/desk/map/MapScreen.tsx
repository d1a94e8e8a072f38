import { useDeskTexts } from '@/desk/i18n/texts';

// Scaffold: the section's screen is being built (docs/desk.md#sections).
export function MapScreen() {
  const { t } = useDeskTexts();
  return (
    <main className="desk-main">
      <h1>{t('map.heading')}</h1>
    </main>
  );
}
