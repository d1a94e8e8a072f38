// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, DEFAULT_CLAIM_LEASE_MS } from '@backend/core';
import { createApiHandler, type ResponseLike } from '../../../functions/src/api';
import { createLoggingMessaging, createMessaging } from '../../../functions/src/messaging';
import {
  API_TIMEOUT_SECONDS,
  CLAIM_LEASE_MARGIN_SECONDS,
  CLAIM_LEASE_MS,
  readSettings,
} from '../../../functions/src/settings';
import { chooseStore } from '../../../functions/src/store';
import { setup, updateBody } from './helpers';

describe('functions: which store', () => {
  it('is Firestore unless the emulator-only in-memory store is asked for under the emulator', () => {
    expect(chooseStore({})).toBe('firestore');
    expect(chooseStore({ FUNCTIONS_EMULATOR: 'true' })).toBe('firestore');
    expect(chooseStore({ FUNCTIONS_EMULATOR: 'true', DISPATCH_IN_MEMORY_STORE: 'true' })).toBe(
      'memory',
    );
  });

  it('refuses the in-memory store outside the emulator', () => {
    expect(() => chooseStore({ DISPATCH_IN_MEMORY_STORE: 'true' })).toThrow(/only allowed/);
    expect(() =>
      chooseStore({ DISPATCH_IN_MEMORY_STORE: 'true', FUNCTIONS_EMULATOR: 'false' }),
    ).toThrow(/only allowed/);
  });

  it('the deploy build refuses to load with the in-memory store set', () => {
    const build = spawnSync(process.execPath, ['scripts/build-functions.mjs'], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const load = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['-e', "await import('./functions/lib/index.js')"], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-load-test', ...env },
        input: '',
      });
    const refused = load({ DISPATCH_IN_MEMORY_STORE: 'true' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('only allowed under the Functions emulator');
    expect(load({}).status).toBe(0);
    // The deployed function's timeout is the one the claim's lease is measured from.
    const endpoint = spawnSync(
      process.execPath,
      [
        '-e',
        "const { api } = await import('./functions/lib/index.js'); console.log(api.__endpoint.timeoutSeconds)",
      ],
      { encoding: 'utf8', env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-load-test' } },
    );
    expect(endpoint.stdout.trim(), endpoint.stderr).toBe(String(API_TIMEOUT_SECONDS));
  });
});

describe('functions: the claim lease', () => {
  it('is the function’s timeout plus a margin, shorter than the core’s default', () => {
    expect(CLAIM_LEASE_MS).toBe((API_TIMEOUT_SECONDS + CLAIM_LEASE_MARGIN_SECONDS) * 1000);
    expect(CLAIM_LEASE_MS).toBeGreaterThan(API_TIMEOUT_SECONDS * 1000);
    expect(CLAIM_LEASE_MS).toBeLessThan(DEFAULT_CLAIM_LEASE_MS);
  });
});

describe('functions: settings', () => {
  it('defaults to the app’s statuses, reasons and prefix; reads lists from the environment', () => {
    const defaults = readSettings({ GCLOUD_PROJECT: 'shop' });
    expect(defaults.collectionPrefix).toBe('dev_');
    expect(defaults.deliveryStatuses).toContain('Delivered');
    expect(defaults.notDeliveredStatus).toBe('Not Delivered');
    expect(defaults.allowedOrigins).toEqual([
      'https://shop.web.app',
      'https://shop.firebaseapp.com',
    ]);
    const custom = readSettings({
      COLLECTION_PREFIX: 'prod_',
      DELIVERY_STATUSES: 'Ready, Out | Done',
      ALLOWED_ORIGINS: 'https://dispatch.example.com',
    });
    expect(custom.collectionPrefix).toBe('prod_');
    expect(custom.deliveryStatuses).toEqual(['Ready', 'Out', 'Done']);
    expect(custom.allowedOrigins).toEqual(['https://dispatch.example.com']);
    expect(readSettings({ ALLOWED_ORIGINS: '*' }).allowedOrigins).toBe('*');
    expect(readSettings({ FUNCTIONS_EMULATOR: 'true' }).allowedOrigins).toContain(
      'http://localhost:5173',
    );
  });

  it('reads the currency and the intake rate limit of orders coming in', () => {
    expect(readSettings({})).toMatchObject({ currency: 'EUR', intakeRateLimit: 60 });
    expect(readSettings({ CURRENCY: ' gbp ', INTAKE_RATE_LIMIT: '120' })).toMatchObject({
      currency: 'GBP',
      intakeRateLimit: 120,
    });
    for (const limit of ['0', '-5', 'lots', '0.5']) {
      expect(readSettings({ INTAKE_RATE_LIMIT: limit }).intakeRateLimit, limit).toBeGreaterThan(0);
    }
  });

  it('reads the business’s time zone (UTC by default) and refuses one nobody knows', () => {
    expect(readSettings({}).timeZone).toBe('UTC');
    expect(readSettings({ TIME_ZONE: ' Europe/Lisbon ' }).timeZone).toBe('Europe/Lisbon');
    expect(() => readSettings({ TIME_ZONE: 'Lisbon' })).toThrow(/TIME_ZONE=Lisbon/);
  });
});

describe('functions: messaging', () => {
  const message = { token: 't', notification: { title: 'a', body: 'b' }, data: { receiptId: 'R' } };

  it('sends through the Admin SDK; a token FCM no longer knows is "unregistered"', async () => {
    const sent: unknown[] = [];
    const ok = createMessaging(
      () => ({ send: async (m: unknown) => (sent.push(m), 'id') }) as never,
    );
    expect(await ok.send(message)).toBe('sent');
    expect(sent).toEqual([message]);
    const gone = createMessaging(
      () =>
        ({
          send: async () => {
            throw Object.assign(new Error('gone'), {
              code: 'messaging/registration-token-not-registered',
            });
          },
        }) as never,
    );
    expect(await gone.send(message)).toBe('unregistered');
    const failing = createMessaging(
      () =>
        ({
          send: async () => {
            throw Object.assign(new Error('quota'), { code: 'messaging/quota-exceeded' });
          },
        }) as never,
    );
    await expect(failing.send(message)).rejects.toThrow('quota');
  });

  it('under the emulator, logs the message instead of sending it', async () => {
    const logged: unknown[] = [];
    const messaging = createLoggingMessaging((_text, data) => logged.push(data));
    expect(await messaging.send(message)).toBe('sent');
    expect(logged).toEqual([message]);
  });
});

describe('functions: the HTTP handler', () => {
  function response() {
    const captured = { status: 0, headers: {} as Record<string, string>, body: '' };
    const res: ResponseLike = {
      status: (code) => ((captured.status = code), res),
      set: (headers) => (Object.assign(captured.headers, headers), res),
      send: (body) => (captured.body = body),
    };
    return { res, captured };
  }

  it('hands the raw body and lower-cased headers to the core, and its answer back', async () => {
    const base = setup();
    const handler = createApiHandler(() => ({
      ...base,
      verifier: { verify: async () => ({ uid: 'ana' }) },
      allowedOrigins: '*',
    }));
    const { res, captured } = response();
    await handler(
      {
        method: 'POST',
        path: '/api/order/deliveryupdate',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x' },
        rawBody: Buffer.from(JSON.stringify(updateBody())),
      },
      res,
    );
    expect(captured.status).toBe(200);
    expect(captured.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(base.store.receipts.get('R1')?.status).toBe('Delivered');
  });

  it('serves /__emulator/ only over the in-memory store', async () => {
    const memory = createMemoryStore();
    const deps = (store: typeof memory | { kind: string; transaction: never }) => () => ({
      ...setup(),
      store: store as never,
      verifier: { verify: async () => null },
      allowedOrigins: '*' as const,
    });
    const seed = {
      method: 'POST',
      path: '/__emulator/receipts',
      headers: {},
      rawBody: Buffer.from(JSON.stringify({ R9: { dispatchId: 'x' } })),
    };
    const one = response();
    await createApiHandler(deps(memory))(seed, one.res);
    expect(one.captured.status).toBe(200);
    expect(memory.receipts.get('R9')).toEqual({ dispatchId: 'x' });
    const two = response();
    await createApiHandler(deps({ kind: 'firestore', transaction: undefined as never }))(
      seed,
      two.res,
    );
    expect(two.captured.status).toBe(404);
  });
});
