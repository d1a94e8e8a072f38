// The intake API key `npm run emulators` seeds (scripts/seed-emulators.mjs), so that the example
// at the top of docs/intake.md works as it is against the emulators. Emulator-only: it is public
// (it is in the docs), so it must never be stored in a real project, and nothing but the seed
// stores it. Its record is the core's (backend/core/apiKeys.ts): the key's id, a name, and the
// SHA-256 of the whole key — never the key itself.
import { createHash } from 'node:crypto';

export const EMULATOR_API_KEY_ID = 'emulatorkey01';
export const EMULATOR_API_KEY = `dsp_${EMULATOR_API_KEY_ID}_${'0123456789abcdef'.repeat(4)}`;

/** The record stored under `${prefix}apiKeys/{EMULATOR_API_KEY_ID}` (or the in-memory store's). */
export function emulatorApiKeyRecord(createdAt = Date.now()) {
  return {
    id: EMULATOR_API_KEY_ID,
    name: 'Emulator example (docs/intake.md)',
    hash: createHash('sha256').update(EMULATOR_API_KEY).digest('hex'),
    createdAt,
    createdBy: 'demo-manager',
    revokedAt: null,
    revokedBy: null,
  };
}
