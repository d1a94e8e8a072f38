import { describe, expect, it } from 'vitest';
import { parseEnv, REQUIRED_FIREBASE_MODE_VARIABLES, type RawEnv } from '@/config/env';
import { DEFAULT_DELIVERY_STATUSES } from '@/domain/status';
import { configOf, problemsOf } from './configResult';

const FIREBASE_ENV: RawEnv = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-project',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_BACKEND_URL: 'https://api.example.com',
};

describe('parseEnv: demo mode', () => {
  it('is the mode when no Firebase variable is set, with the defaults', () => {
    expect(configOf(parseEnv({}))).toEqual({
      mode: 'demo',
      collectionPrefix: 'dev_',
      collections: {
        backOfficeUsers: 'dev_backOfficeUsers',
        receipts: 'dev_receipts',
        utilities: 'dev_utilities',
        driverShifts: 'dev_driverShifts',
        settlements: 'dev_settlements',
      },
      deliveryStatuses: DEFAULT_DELIVERY_STATUSES,
      companyName: 'Dispatch Foods',
      companyUrl: 'https://example.com/',
      googleMapsApiKey: null,
      mapsApiBaseUrl: null,
      proofOfDelivery: 'optional',
      notDeliveredReasons: [
        'Customer not available',
        'Wrong address',
        'Customer refused',
        "Couldn't reach the customer",
        'Other',
      ],
      notDeliveredStatus: 'Not Delivered',
      undoSeconds: 8,
      averageSpeedKmh: 20,
      onMyWayMessage: null,
      phoneCountry: 'PT',
      currency: 'EUR',
      tracking: true,
    });
  });

  it('reads the business’s currency from VITE_CURRENCY (EUR without it), and refuses what is no code', () => {
    expect(configOf(parseEnv({})).currency).toBe('EUR');
    expect(configOf(parseEnv({ VITE_CURRENCY: ' gbp ' })).currency).toBe('GBP');
    const refused = parseEnv({ VITE_CURRENCY: 'pounds' });
    expect(!refused.ok && refused.problems.join(' ')).toContain('VITE_CURRENCY');
  });

  it('turns the tracking link off with VITE_TRACKING=false, and refuses other words', () => {
    expect(configOf(parseEnv({ VITE_TRACKING: 'false' })).tracking).toBe(false);
    expect(configOf(parseEnv({ VITE_TRACKING: 'true' })).tracking).toBe(true);
    expect(parseEnv({ VITE_TRACKING: 'maybe' }).ok).toBe(false);
  });

  it('ignores Vite’s own variables and blank Firebase variables', () => {
    const env = { MODE: 'production', DEV: false, PROD: true, VITE_FIREBASE_API_KEY: '  ' };
    expect(configOf(parseEnv(env)).mode).toBe('demo');
  });

  it('reads the optional variables', () => {
    const result = configOf(
      parseEnv({
        VITE_GOOGLE_MAPS_API_KEY: ' maps-key ',
        VITE_MAPS_API_BASE_URL: 'https://maps.example.com',
        VITE_COMPANY_NAME: 'Pizza Palace',
        VITE_COMPANY_URL: 'https://pizza.example/',
      }),
    );
    expect(result).toMatchObject({
      googleMapsApiKey: 'maps-key',
      mapsApiBaseUrl: 'https://maps.example.com',
      companyName: 'Pizza Palace',
      companyUrl: 'https://pizza.example/',
    });
  });
});

describe('parseEnv: Firebase mode', () => {
  it('is the mode when every Firebase variable and the backend URL are set', () => {
    const result = configOf(parseEnv({ ...FIREBASE_ENV, VITE_FIREBASE_VAPID_KEY: 'vapid' }));
    expect(result).toMatchObject({
      mode: 'firebase',
      firebase: {
        apiKey: 'api-key',
        authDomain: 'demo.firebaseapp.com',
        projectId: 'demo-project',
        appId: '1:123:web:abc',
        messagingSenderId: '123',
      },
      backendUrl: 'https://api.example.com',
      vapidKey: 'vapid',
      useEmulators: false,
    });
  });

  it('has no VAPID key when none is set', () => {
    expect(configOf(parseEnv(FIREBASE_ENV))).toMatchObject({ vapidKey: null });
  });

  it('trims trailing slashes from the backend URL, keeping its path', () => {
    expect(
      configOf(parseEnv({ ...FIREBASE_ENV, VITE_BACKEND_URL: 'https://api.example.com/v1//' })),
    ).toMatchObject({ backendUrl: 'https://api.example.com/v1' });
    expect(
      configOf(parseEnv({ ...FIREBASE_ENV, VITE_BACKEND_URL: ' http://localhost:8080/ ' })),
    ).toMatchObject({ backendUrl: 'http://localhost:8080' });
  });

  it('trims the Firebase values', () => {
    expect(
      configOf(parseEnv({ ...FIREBASE_ENV, VITE_FIREBASE_PROJECT_ID: ' demo-project\n' })),
    ).toMatchObject({ firebase: { projectId: 'demo-project' } });
  });
});

describe('parseEnv: partial Firebase configuration', () => {
  it('lists every missing variable', () => {
    const found = problemsOf(parseEnv({ VITE_FIREBASE_API_KEY: 'api-key' }));
    const missing = REQUIRED_FIREBASE_MODE_VARIABLES.filter((n) => n !== 'VITE_FIREBASE_API_KEY');
    expect(missing).toHaveLength(5);
    for (const name of missing) {
      expect(found.some((problem) => problem.startsWith(`${name} is missing`))).toBe(true);
    }
    expect(found).toHaveLength(5);
  });

  it('counts a blank variable as missing', () => {
    const found = problemsOf(parseEnv({ ...FIREBASE_ENV, VITE_FIREBASE_APP_ID: '   ' }));
    expect(found).toEqual([expect.stringContaining('VITE_FIREBASE_APP_ID is missing')]);
  });

  it('switches to Firebase mode (and its checks) on the backend URL alone', () => {
    const found = problemsOf(parseEnv({ VITE_BACKEND_URL: 'https://api.example.com' }));
    expect(found).toHaveLength(5);
  });
});

describe('parseEnv: malformed values', () => {
  it.each([['not a url'], ['ftp://api.example.com'], ['api.example.com'], ['javascript:alert(1)']])(
    'rejects the backend URL %j',
    (url) => {
      const found = problemsOf(parseEnv({ ...FIREBASE_ENV, VITE_BACKEND_URL: url }));
      expect(found).toEqual([expect.stringContaining('VITE_BACKEND_URL must be an http(s) URL')]);
    },
  );

  it('reports a malformed backend URL alongside missing variables', () => {
    const found = problemsOf(parseEnv({ VITE_FIREBASE_API_KEY: 'k', VITE_BACKEND_URL: 'nope' }));
    expect(found.some((p) => p.includes('VITE_BACKEND_URL must be'))).toBe(true);
    expect(found.filter((p) => p.includes('is missing'))).toHaveLength(4);
  });

  it('rejects malformed company and maps URLs', () => {
    const found = problemsOf(
      parseEnv({ VITE_COMPANY_URL: 'example.com', VITE_MAPS_API_BASE_URL: 'maps' }),
    );
    expect(found).toEqual([
      expect.stringContaining('VITE_COMPANY_URL'),
      expect.stringContaining('VITE_MAPS_API_BASE_URL'),
    ]);
  });
});

describe('parseEnv: delivery statuses', () => {
  it('reads a comma list, trimmed, without blanks or repeats', () => {
    expect(
      configOf(parseEnv({ VITE_DELIVERY_STATUSES: ' New , Cooking,,Delivered, New ' }))
        .deliveryStatuses,
    ).toEqual(['New', 'Cooking', 'Delivered']);
  });

  it.each([['Pending, On the Way'], ['Pending, delivered'], [',']])(
    'rejects a list without Delivered: %j',
    (value) => {
      const found = problemsOf(parseEnv({ VITE_DELIVERY_STATUSES: value }));
      expect(found).toEqual([expect.stringContaining('must contain "Delivered"')]);
    },
  );

  it('uses the default list when the variable is blank', () => {
    expect(configOf(parseEnv({ VITE_DELIVERY_STATUSES: ' ' })).deliveryStatuses).toEqual(
      DEFAULT_DELIVERY_STATUSES,
    );
  });
});

describe('parseEnv: collection prefix', () => {
  it('applies the prefix to every collection', () => {
    expect(configOf(parseEnv({ VITE_COLLECTION_PREFIX: 'prod-' })).collections).toEqual({
      backOfficeUsers: 'prod-backOfficeUsers',
      receipts: 'prod-receipts',
      utilities: 'prod-utilities',
      driverShifts: 'prod-driverShifts',
      settlements: 'prod-settlements',
    });
  });

  it('allows an empty prefix', () => {
    expect(configOf(parseEnv({ VITE_COLLECTION_PREFIX: '' })).collections.receipts).toBe(
      'receipts',
    );
  });

  it.each([['dev/'], ['dev_ '], ['../x'], ['dév_'], ['a.b']])('rejects the prefix %j', (prefix) => {
    expect(problemsOf(parseEnv({ VITE_COLLECTION_PREFIX: prefix }))).toEqual([
      expect.stringContaining('VITE_COLLECTION_PREFIX'),
    ]);
  });
});

describe('parseEnv: the emulators flag', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' 1 ', true],
    [true, true],
    ['false', false],
    ['0', false],
    ['', false],
    [false, false],
    [undefined, false],
  ])('reads %j as %s', (value, expected) => {
    expect(
      configOf(parseEnv({ ...FIREBASE_ENV, VITE_USE_FIREBASE_EMULATORS: value })),
    ).toMatchObject({
      useEmulators: expected,
    });
  });

  it.each([['yes'], ['on'], ['truthy']])('rejects %j', (value) => {
    expect(problemsOf(parseEnv({ ...FIREBASE_ENV, VITE_USE_FIREBASE_EMULATORS: value }))).toEqual([
      expect.stringContaining('VITE_USE_FIREBASE_EMULATORS must be "true" or "false"'),
    ]);
  });

  it('is an error in demo mode, where there is nothing to emulate', () => {
    expect(problemsOf(parseEnv({ VITE_USE_FIREBASE_EMULATORS: 'true' }))).toEqual([
      expect.stringContaining('no Firebase variables are'),
    ]);
  });

  it('is fine switched off in demo mode', () => {
    expect(configOf(parseEnv({ VITE_USE_FIREBASE_EMULATORS: 'false' })).mode).toBe('demo');
  });
});

describe('parseEnv: proof of delivery', () => {
  it.each([
    ['off', 'off'],
    ['optional', 'optional'],
    ['required', 'required'],
    [' Required ', 'required'],
    ['OFF', 'off'],
  ])('reads "%s" as %s', (value, expected) => {
    expect(configOf(parseEnv({ VITE_PROOF_OF_DELIVERY: value })).proofOfDelivery).toBe(expected);
  });

  it('is optional when unset or blank, in both modes', () => {
    expect(configOf(parseEnv({ VITE_PROOF_OF_DELIVERY: '  ' })).proofOfDelivery).toBe('optional');
    expect(configOf(parseEnv(FIREBASE_ENV)).proofOfDelivery).toBe('optional');
    expect(
      configOf(parseEnv({ ...FIREBASE_ENV, VITE_PROOF_OF_DELIVERY: 'required' })).proofOfDelivery,
    ).toBe('required');
  });

  it('names a value it does not know', () => {
    expect(problemsOf(parseEnv({ VITE_PROOF_OF_DELIVERY: 'yes' }))).toEqual([
      'VITE_PROOF_OF_DELIVERY must be one of off, optional, required (got "yes").',
    ]);
    expect(problemsOf(parseEnv({ ...FIREBASE_ENV, VITE_PROOF_OF_DELIVERY: 'true' }))).toEqual([
      'VITE_PROOF_OF_DELIVERY must be one of off, optional, required (got "true").',
    ]);
  });
});

describe('parseEnv never throws', () => {
  it.each([
    ['numbers where strings belong', { VITE_BACKEND_URL: 42 as unknown as string }],
    ['booleans everywhere', { VITE_FIREBASE_API_KEY: true, VITE_COLLECTION_PREFIX: true }],
  ])('with %s', (_label, env) => {
    expect(() => parseEnv(env)).not.toThrow();
  });
});
