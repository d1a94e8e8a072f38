// Types for emulatorApiKey.mjs (plain JavaScript so node runs it without a TypeScript step).

export const EMULATOR_API_KEY_ID: string;
export const EMULATOR_API_KEY: string;

export function emulatorApiKeyRecord(createdAt?: number): {
  id: string;
  name: string;
  hash: string;
  createdAt: number;
  createdBy: string;
  revokedAt: null;
  revokedBy: null;
};
