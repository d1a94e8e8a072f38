import { describe, expect, it } from 'vitest';
import {
  collectDiagnostics,
  diagnosticsRows,
  diagnosticsText,
  formatBytes,
  type DiagnosticsSources,
  type DiagnosticsWords,
} from '@/features/diagnostics/diagnostics';
import { en } from '@/ui/i18n/catalogues/en';

// The copied text of "About this app" (docs/diagnostics.md): the facts support needs, and never
// a token or a customer's details, even when the sources it is made from hold them.

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.ID-TOKEN-SECRET.signature';
const FCM_TOKEN = 'fcm-token-dGhpcyBpcyBhIHB1c2ggdG9rZW4';
const CUSTOMER = { name: 'Grace Hopper', phone: '+351 912 345 678', address: 'Rua Augusta 221' };

/** English words, as the sheet's t does (plurals by count). */
const words: DiagnosticsWords = (key, values = {}) => {
  const about = en.about as unknown as Record<string, unknown>;
  const count = values.count as number | undefined;
  const path = count === undefined ? key : `${key}_${count === 1 ? 'one' : 'other'}`;
  const text = path.split('.').reduce<unknown>((node, part) => {
    return (node as Record<string, unknown> | undefined)?.[part];
  }, about);
  if (typeof text !== 'string') throw new Error(`no words for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

/** Sources as the app has them, carrying everything that must not be copied. */
function sources(overrides: Partial<DiagnosticsSources> = {}): DiagnosticsSources {
  const entry = {
    state: 'pending',
    updatedAt: Date.UTC(2026, 10, 25, 9, 30),
    receiptId: 'r-1',
    status: 'Not Delivered',
    payload: {
      reason: 'Other',
      note: `${CUSTOMER.name} at ${CUSTOMER.address}, ${CUSTOMER.phone}`,
    },
    customer: CUSTOMER,
    idToken: ID_TOKEN,
  };
  return {
    version: '0.0.3',
    buildDate: '2026-11-24T18:00:00.000Z',
    config: {
      mode: 'firebase',
      firebase: { projectId: 'dispatch-prod', apiKey: 'AIza-api-key' },
      backendUrl: 'https://api.foods.test',
    } as unknown as DiagnosticsSources['config'],
    origin: 'https://dispatch.foods.test',
    user: {
      email: 'dispatcher@demo.test',
      uid: 'u-1',
      getIdToken: () => ID_TOKEN,
      idToken: ID_TOKEN,
    } as unknown as DiagnosticsSources['user'],
    outboxEntries: [
      entry,
      { ...entry, updatedAt: Date.UTC(2026, 10, 25, 9, 0) },
      { ...entry, state: 'sent', updatedAt: Date.UTC(2026, 10, 25, 8, 0) },
    ],
    lastSyncAt: Date.UTC(2026, 10, 25, 9, 45),
    storage: { usedBytes: 1_234_567, quotaBytes: 2_000_000_000, persistent: true },
    notifications: {
      support: 'supported',
      permission: 'granted',
      tokenSync: 'sent',
      tokenRegistered: true,
      token: FCM_TOKEN,
    } as unknown as DiagnosticsSources['notifications'],
    serviceWorker: 'controlling',
    online: false,
    language: 'en',
    now: Date.UTC(2026, 10, 25, 10, 0),
    ...overrides,
    // Whatever else a caller might hand over by mistake.
    ...({ receipts: [{ customer: CUSTOMER }], pushToken: FCM_TOKEN } as object),
  };
}

function copiedText(input: DiagnosticsSources) {
  return diagnosticsText(diagnosticsRows(collectDiagnostics(input), words, 'en-GB'), 'About');
}

describe('Copy diagnostics', () => {
  it('holds no ID token, no FCM token and no customer name, phone or address', () => {
    const text = copiedText(sources());
    for (const secret of [ID_TOKEN, FCM_TOKEN, 'ID-TOKEN-SECRET', 'fcm-token', 'AIza-api-key']) {
      expect(text).not.toContain(secret);
    }
    for (const detail of [CUSTOMER.name, 'Grace', CUSTOMER.phone, '912', CUSTOMER.address]) {
      expect(text).not.toContain(detail);
    }
  });

  it('keeps only the facts of the report, whatever the sources carry', () => {
    const report = collectDiagnostics(sources());
    expect(Object.keys(report).sort()).toEqual(
      [
        'backendUrl',
        'buildDate',
        'language',
        'lastSyncAt',
        'mode',
        'notificationPermission',
        'notificationSupport',
        'now',
        'oldestWaitingAt',
        'online',
        'origin',
        'projectId',
        'serviceWorker',
        'storage',
        'tokenRegistered',
        'tokenSync',
        'userEmail',
        'version',
        'waitingCount',
      ].sort(),
    );
    expect(JSON.stringify(report)).not.toMatch(/Grace|ID-TOKEN|fcm-token|AIza/);
  });

  it('says what support needs: version, mode, user, what waits and since when, storage, push, worker, connection', () => {
    const text = copiedText(sources());
    const lines = text.split('\n');
    expect(lines[0]).toBe('About');
    expect(lines).toContain('Version: v0.0.3');
    expect(text).toMatch(/^Build date: 24\/11\/2026, \d\d:\d\d$/m);
    expect(lines).toContain('Mode: Firebase project dispatch-prod');
    // What a refusing server needs to be told: where the calls go, and from which origin.
    expect(lines).toContain('Server: https://api.foods.test');
    expect(lines).toContain('This page: https://dispatch.foods.test');
    expect(lines).toContain('Signed in as: dispatcher@demo.test');
    // Two unsent (the sent one is not waiting), the oldest tapped at 09:00 UTC.
    expect(text).toMatch(/^Waiting to be sent: 2 changes, oldest 25\/11\/2026, \d\d:\d\d$/m);
    expect(text).toMatch(/^Last successful sync: 25\/11\/2026, \d\d:\d\d$/m);
    expect(lines).toContain('Storage: 1.2 MB of 2 GB · persistent');
    expect(lines).toContain(
      'Notifications: supported · allowed · token sent · registered on this phone',
    );
    expect(lines).toContain('Offline support: active');
    expect(lines).toContain('Connection: Offline');
  });

  it('says Demo, Nothing, Never and Not known when that is what there is', () => {
    const text = copiedText(
      sources({
        config: { mode: 'demo' },
        outboxEntries: [],
        lastSyncAt: null,
        storage: null,
        user: null,
        online: true,
      }),
    );
    expect(text).toContain('Mode: Demo');
    expect(text).toContain('Server: In this browser (demo)');
    expect(text).toContain('Waiting to be sent: Nothing');
    expect(text).toContain('Last successful sync: Never');
    expect(text).toContain('Storage: Not known · persistence not known');
    expect(text).toContain('Signed in as: Nobody');
    expect(text).toContain('Connection: Online');
  });

  it('formats sizes in the language', () => {
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(1_234_567, 'pt-PT')).toBe('1,2 MB');
  });
});
