import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { APP_VERSION, BUILD_DATE } from '@/config/appVersion';
import { useNotificationsState, localSentTokenStore } from '@/features/notifications';
import { useOrdersSync } from '@/features/orders';
import { useCurrentUser } from '@/features/session';
import { useConfig, useServices } from '@/features/shared/services';
import { currentLanguage, formattingLocale, useTranslation } from '@/ui/i18n';
import { ModalDialog } from '@/ui/ModalDialog';
import { useOnline } from '@/ui/useOnline';
import { copyText } from './copyText';
import { readServiceWorkerState, readStorageFacts } from './deviceFacts';
import {
  collectDiagnostics,
  diagnosticsRows,
  diagnosticsText,
  type DiagnosticsWords,
  type ServiceWorkerState,
  type StorageFacts,
} from './diagnostics';
import { lastSyncStore } from './lastSync';
import './diagnostics.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "About this app" (docs/diagnostics.md): what this phone says about the app, and "Copy
 * diagnostics" to hand it to the back office. Everything it shows is on the phone: it works
 * offline. No token and no customer data is read into it (diagnostics.ts).
 */
export function AboutAppSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Focus starts on the title: the sheet opens at its top (focusing Close scrolled to the end).
  const title = useRef<HTMLHeadingElement>(null);
  const config = useConfig();
  const { clock } = useServices();
  const { user } = useCurrentUser();
  const { outboxEntries } = useOrdersSync();
  const [notifications] = useNotificationsState();
  const online = useOnline();
  const store = lastSyncStore();
  const lastSyncAt = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [storage, setStorage] = useState<StorageFacts | null>(null);
  const [serviceWorker, setServiceWorker] = useState<ServiceWorkerState>('none');
  const [copy, setCopy] = useState<CopyState>('idle');
  const [now] = useState(() => clock.now());
  // Whether a token was sent from here: read, never shown (it is no one else's business).
  const tokenRegistered = useMemo(() => localSentTokenStore().get(user.uid) !== null, [user.uid]);

  useEffect(() => {
    let cancelled = false;
    void readStorageFacts().then((facts) => !cancelled && setStorage(facts));
    void readServiceWorkerState().then((state) => !cancelled && setServiceWorker(state));
    return () => {
      cancelled = true;
    };
  }, []);

  const words: DiagnosticsWords = (key, values) =>
    (t as unknown as (key: string, values?: Record<string, unknown>) => string)(
      `about.${key}`,
      values,
    );
  const language = currentLanguage();
  const support = notifications.support;
  const report = collectDiagnostics({
    version: APP_VERSION,
    buildDate: BUILD_DATE,
    config,
    origin: window.location.origin,
    user,
    outboxEntries,
    lastSyncAt,
    storage,
    notifications: {
      support: support === null ? null : support.supported ? 'supported' : support.reason,
      permission: notifications.permission,
      tokenSync: notifications.sync,
      tokenRegistered,
    },
    serviceWorker,
    online,
    language,
    now,
  });
  const rows = diagnosticsRows(report, words, formattingLocale(language));
  const text = diagnosticsText(rows, t('about.title'));

  async function onCopy() {
    setCopy((await copyText(text)) ? 'copied' : 'failed');
  }

  return (
    <ModalDialog
      className="dialog about-sheet"
      labelledBy={titleId}
      initialFocus={title}
      onEscape={onClose}
    >
      <h2 id={titleId} ref={title} tabIndex={-1} className="dialog__title about-sheet__title">
        {t('about.title')}
      </h2>
      <dl className="about-sheet__facts">
        {rows.map((row) => (
          <div key={row.id} className="about-sheet__fact">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="about-sheet__privacy">{t('about.privacy')}</p>
      <p role="status" className="about-sheet__copied">
        {copy === 'copied' ? t('about.copied') : copy === 'failed' ? t('about.copyFailed') : ''}
      </p>
      {copy === 'failed' && (
        <textarea
          className="about-sheet__text"
          readOnly
          aria-label={t('about.copy')}
          value={text}
          rows={6}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => void onCopy()}>
          {t('about.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('about.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
