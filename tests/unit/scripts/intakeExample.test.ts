import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiKeyIdOf, parseIntakeBody, sha256Hex } from '@backend/core';
import {
  EMULATOR_API_KEY,
  EMULATOR_API_KEY_ID,
  emulatorApiKeyRecord,
} from '../../../scripts/emulatorApiKey.mjs';

// docs/intake.md's opening example works as it is against `npm run emulators`: its body is a
// good order (the contract suite posts it: tests/backend/ordersIntake.test.ts), and its curl
// names the emulators' API URL and the key the seed stores (scripts/emulatorApiKey.mjs) — whose
// record holds the key's hash, never the key.

const page = readFileSync('docs/intake.md', 'utf8');
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: { functions: { host: string; port: number } };
};

describe('docs/intake.md’s example', () => {
  it('opens the page: a good order, then the curl that posts it to the emulators', () => {
    const json = /```json\n([\s\S]*?)\n```/.exec(page)!;
    const curl = /```sh\n([\s\S]*?)\n```/.exec(page)!;
    expect(json.index).toBeLessThan(curl.index);
    expect(parseIntakeBody(JSON.parse(json[1]), 'EUR')).toMatchObject({ ok: true });
    const { host, port } = firebaseJson.emulators.functions;
    expect(curl[1]).toContain(
      `http://${host}:${port}/demo-dispatch/europe-west1/api/orders/intake`,
    );
    expect(curl[1]).toContain(`Authorization: Bearer ${EMULATOR_API_KEY}`);
    expect(curl[1]).toContain('--data-binary @order.json');
  });

  it('uses the key the emulators are seeded with, stored as its hash only', async () => {
    expect(apiKeyIdOf(EMULATOR_API_KEY)).toBe(EMULATOR_API_KEY_ID);
    const record = emulatorApiKeyRecord(1);
    expect(record).toMatchObject({ id: EMULATOR_API_KEY_ID, revokedAt: null, createdAt: 1 });
    expect(record.hash).toBe(await sha256Hex(EMULATOR_API_KEY));
    expect(JSON.stringify(record)).not.toContain(EMULATOR_API_KEY);
    const seed = readFileSync('scripts/seed-emulators.mjs', 'utf8');
    expect(seed).toContain('emulatorApiKeyRecord()');
  });
});
