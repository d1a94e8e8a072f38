import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { formattingLocale } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import { AutoDispatchSettings } from './AutoDispatchSettings';
import { CreateKey } from './CreateKey';
import { RevokeKey } from './RevokeKey';
import { useApiKeys } from './useApiKeys';
import './settings.css';

// "Settings" (docs/desk.md#settings): the intake API's keys ("API keys"), which the shop's
// systems send to `POST /orders/intake` (docs/intake.md), and "Auto-dispatch"
// (AutoDispatchSettings.tsx, docs/auto-dispatch.md#settings). In demo mode the page says that the
// demo serves no HTTP, so the intake API itself runs only on Cloud Functions.

export function SettingsScreen() {
  const { t } = useDeskTexts();
  const { mode } = useDeskServices();
  const online = useOnline();
  const { list, reload, create, revoke } = useApiKeys();
  return (
    <main className="desk-main desk-settings">
      <h1 className="desk-main__title">{t('settings.heading')}</h1>
      {!online && <p className="desk-offline">{t('apiKeys.offlineBanner')}</p>}
      <section className="desk-settings__section" aria-labelledby="desk-api-keys">
        <h2 id="desk-api-keys">{t('apiKeys.heading')}</h2>
        <p>{t('apiKeys.intro')}</p>
        {mode === 'demo' && <p className="notice notice--info">{t('apiKeys.demo')}</p>}
        <CreateKey create={create} />
        <h3>{t('apiKeys.listHeading')}</h3>
        {list.status === 'loading' && <p role="status">{t('apiKeys.loading')}</p>}
        {list.status === 'error' && (
          <div className="notice notice--error" role="alert">
            <p>{list.reason}</p>
            <button type="button" className="button button--secondary" onClick={reload}>
              {t('apiKeys.tryAgain')}
            </button>
          </div>
        )}
        {list.status === 'ready' && list.keys.length === 0 && <p>{t('apiKeys.none')}</p>}
        {list.status === 'ready' && list.keys.length > 0 && (
          <ul className="desk-keys">
            {list.keys.map((key) => (
              <li key={key.id} className="desk-keys__key">
                <div className="desk-keys__about">
                  <p className="desk-keys__name">{key.name}</p>
                  <p className="desk-keys__when">
                    {t('apiKeys.created', { when: when(key.createdAt) })}
                  </p>
                  <p
                    className={key.revokedAt === null ? 'desk-keys__active' : 'desk-keys__revoked'}
                  >
                    {key.revokedAt === null
                      ? t('apiKeys.active')
                      : t('apiKeys.revoked', { when: when(key.revokedAt) })}
                  </p>
                </div>
                {key.revokedAt === null && <RevokeKey apiKey={key} revoke={revoke} />}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AutoDispatchSettings />
    </main>
  );
}

/** "26 Nov 2026, 14:05" in the language shown. */
function when(epochMs: number): string {
  return new Intl.DateTimeFormat(formattingLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(epochMs);
}
