// "About this app" (docs/diagnostics.md): what the phone can say about itself to the back
// office, and the text "Copy diagnostics" puts on the clipboard. Pure: the sheet gathers the
// sources, `collectDiagnostics` keeps only the facts support needs, `diagnosticsRows` words
// them. Nothing of a token or of a customer ever reaches a row: collect reads counts, times and
// states, never the entries' or orders' contents.

/** What the sources of a report look like (wider than what is kept: see collectDiagnostics). */
export interface DiagnosticsSources {
  version: string;
  /** ISO 8601; null when unknown. */
  buildDate: string | null;
  config:
    { mode: 'demo' } | { mode: 'firebase'; firebase: { projectId: string }; backendUrl: string };
  /** The page's origin (location.origin): what the backend must allow (ALLOWED_ORIGINS). */
  origin: string;
  /** The signed-in user; null when nobody is. */
  user: { email: string | null } | null;
  /** The outbox's entries (state and tap time are read; nothing else). */
  outboxEntries: readonly { state: string; updatedAt: number }[];
  /** Epoch ms of the last time the server answered (see lastSync.ts); null: not this visit. */
  lastSyncAt: number | null;
  storage: StorageFacts | null;
  notifications: {
    /** null while it is being checked. */
    support: string | null;
    permission: string;
    /** How the push token reached the backend (features/notifications/tokenSync.ts). */
    tokenSync: string;
    /** A token has been sent to the backend from this browser for this user. */
    tokenRegistered: boolean;
  };
  serviceWorker: ServiceWorkerState;
  online: boolean;
  language: string;
  /** Epoch ms when the report was made. */
  now: number;
}

export interface StorageFacts {
  /** Bytes; null when the browser does not say. */
  usedBytes: number | null;
  quotaBytes: number | null;
  /** null when the browser cannot tell (no StorageManager.persisted). */
  persistent: boolean | null;
}

export type ServiceWorkerState =
  'unsupported' | 'none' | 'installing' | 'waiting' | 'active' | 'controlling';

/** The report: only these facts, each a string, number, boolean or null. */
export interface Diagnostics {
  version: string;
  buildDate: string | null;
  mode: 'demo' | 'firebase';
  projectId: string | null;
  /** Where the backend's calls go; null in demo mode (the backend is in this browser). */
  backendUrl: string | null;
  origin: string;
  userEmail: string | null;
  waitingCount: number;
  oldestWaitingAt: number | null;
  lastSyncAt: number | null;
  storage: StorageFacts | null;
  notificationSupport: string | null;
  notificationPermission: string;
  tokenSync: string;
  tokenRegistered: boolean;
  serviceWorker: ServiceWorkerState;
  online: boolean;
  language: string;
  now: number;
}

/** Keeps the facts of the report, and only those (field by field, never by spreading). */
export function collectDiagnostics(sources: DiagnosticsSources): Diagnostics {
  const unsent = sources.outboxEntries.filter((entry) => entry.state !== 'sent');
  const tapped = unsent.map((entry) => entry.updatedAt).filter(Number.isFinite);
  return {
    version: String(sources.version),
    buildDate: sources.buildDate,
    mode: sources.config.mode,
    projectId: sources.config.mode === 'firebase' ? sources.config.firebase.projectId : null,
    backendUrl: sources.config.mode === 'firebase' ? sources.config.backendUrl : null,
    origin: String(sources.origin),
    userEmail: sources.user?.email ?? null,
    waitingCount: unsent.length,
    oldestWaitingAt: tapped.length > 0 ? Math.min(...tapped) : null,
    lastSyncAt: sources.lastSyncAt,
    storage:
      sources.storage === null
        ? null
        : {
            usedBytes: sources.storage.usedBytes,
            quotaBytes: sources.storage.quotaBytes,
            persistent: sources.storage.persistent,
          },
    notificationSupport: sources.notifications.support,
    notificationPermission: sources.notifications.permission,
    tokenSync: sources.notifications.tokenSync,
    tokenRegistered: sources.notifications.tokenRegistered,
    serviceWorker: sources.serviceWorker,
    online: sources.online,
    language: sources.language,
    now: sources.now,
  };
}

/** The words of the report, in the app's language (the sheet passes i18n's t). */
export type DiagnosticsWords = (key: DiagnosticsKey, values?: Record<string, unknown>) => string;

export type DiagnosticsKey =
  | 'title'
  | 'version'
  | 'buildDate'
  | 'mode'
  | 'modeDemo'
  | 'modeFirebase'
  | 'backend'
  | 'backendInBrowser'
  | 'origin'
  | 'user'
  | 'notSignedIn'
  | 'waiting'
  | 'waitingNone'
  | 'waitingCount'
  | 'lastSync'
  | 'never'
  | 'storage'
  | 'storageUsed'
  | 'storageUnknown'
  | 'persistent'
  | 'notPersistent'
  | 'persistenceUnknown'
  | 'notifications'
  | 'tokenRegistered'
  | 'noToken'
  | 'serviceWorker'
  | 'connection'
  | 'online'
  | 'offline'
  | 'language'
  | 'reportedAt'
  | `support.${string}`
  | `permission.${string}`
  | `tokenSync.${string}`
  | `serviceWorkerStates.${string}`;

export interface DiagnosticsRow {
  /** Stable, for tests and keys. */
  id: string;
  label: string;
  value: string;
}

/** "1.2 MB": bytes in the language's number format, base 1000. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${units[unit]}`;
}

/** A moment as the language writes a date and time ("25/11/2026, 14:05"); null: "Never". */
export function formatMoment(epochMs: number | null, locale: string): string | null {
  if (epochMs === null || !Number.isFinite(epochMs)) return null;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
      epochMs,
    );
  } catch {
    return new Date(epochMs).toISOString();
  }
}

/** The report as label/value rows: the sheet shows them, the copied text is made of them. */
export function diagnosticsRows(
  report: Diagnostics,
  t: DiagnosticsWords,
  locale: string,
): DiagnosticsRow[] {
  const moment = (epochMs: number | null) => formatMoment(epochMs, locale) ?? t('never');
  const buildDay = report.buildDate === null ? null : Date.parse(report.buildDate);
  const storage = report.storage;
  const storageUsed =
    storage === null || storage.usedBytes === null
      ? t('storageUnknown')
      : storage.quotaBytes === null
        ? formatBytes(storage.usedBytes, locale)
        : t('storageUsed', {
            used: formatBytes(storage.usedBytes, locale),
            quota: formatBytes(storage.quotaBytes, locale),
          });
  const persistence =
    storage === null || storage.persistent === null
      ? t('persistenceUnknown')
      : storage.persistent
        ? t('persistent')
        : t('notPersistent');
  const notifications = [
    report.notificationSupport === null
      ? t('support.checking')
      : t(`support.${report.notificationSupport}`),
    t(`permission.${report.notificationPermission}`),
    t(`tokenSync.${report.tokenSync}`),
    report.tokenRegistered ? t('tokenRegistered') : t('noToken'),
  ].join(' · ');
  return [
    { id: 'version', label: t('version'), value: `v${report.version}` },
    {
      id: 'build-date',
      label: t('buildDate'),
      value: buildDay === null || Number.isNaN(buildDay) ? t('never') : moment(buildDay),
    },
    {
      id: 'mode',
      label: t('mode'),
      value:
        report.mode === 'demo'
          ? t('modeDemo')
          : t('modeFirebase', { projectId: report.projectId ?? '' }),
    },
    // A server that refuses this page's origin looks like no answer at all: these two rows
    // say what the backend must allow (docs/deploy.md, ALLOWED_ORIGINS).
    { id: 'backend', label: t('backend'), value: report.backendUrl ?? t('backendInBrowser') },
    { id: 'origin', label: t('origin'), value: report.origin },
    { id: 'user', label: t('user'), value: report.userEmail ?? t('notSignedIn') },
    {
      id: 'waiting',
      label: t('waiting'),
      value:
        report.waitingCount === 0
          ? t('waitingNone')
          : t('waitingCount', {
              count: report.waitingCount,
              oldest: moment(report.oldestWaitingAt),
            }),
    },
    { id: 'last-sync', label: t('lastSync'), value: moment(report.lastSyncAt) },
    { id: 'storage', label: t('storage'), value: `${storageUsed} · ${persistence}` },
    { id: 'notifications', label: t('notifications'), value: notifications },
    {
      id: 'service-worker',
      label: t('serviceWorker'),
      value: t(`serviceWorkerStates.${report.serviceWorker}`),
    },
    { id: 'connection', label: t('connection'), value: report.online ? t('online') : t('offline') },
    { id: 'language', label: t('language'), value: report.language },
    { id: 'reported-at', label: t('reportedAt'), value: moment(report.now) },
  ];
}

/** What "Copy diagnostics" copies: a title line, then one "label: value" line per row. */
export function diagnosticsText(rows: readonly DiagnosticsRow[], title: string): string {
  return [title, ...rows.map((row) => `${row.label}: ${row.value}`)].join('\n');
}
