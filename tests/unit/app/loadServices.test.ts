import { describe, expect, it } from 'vitest';
import { loadServices } from '@/app/loadServices';
import { parseEnv, type AppConfig } from '@/config/env';

// The test run is a build without Firebase variables: it holds only the demo adapters.

function configOf(env: Record<string, string>): AppConfig {
  const result = parseEnv(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

describe('loadServices', () => {
  it('loads the demo adapters in a build without Firebase variables', async () => {
    const services = await loadServices(configOf({}));
    expect(services.mode).toBe('demo');
  });

  it('refuses a Firebase configuration this build was not made for, saying why', async () => {
    const firebase = configOf({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo',
      VITE_FIREBASE_APP_ID: 'app',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
      VITE_BACKEND_URL: 'https://api.example.com',
    });
    await expect(loadServices(firebase)).rejects.toThrow(
      'This build was not made for firebase mode',
    );
  });
});
