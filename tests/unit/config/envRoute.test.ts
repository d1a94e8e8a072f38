import { describe, expect, it } from 'vitest';
import { parseEnv, type AppConfig } from '@/config/env';

function config(env: Record<string, string>): AppConfig {
  const result = parseEnv(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

function problems(env: Record<string, string>): string[] {
  const result = parseEnv(env);
  return result.ok ? [] : result.problems;
}

describe('parseEnv: the route', () => {
  it('reads the average speed, the message and the phone country', () => {
    const parsed = config({
      VITE_AVERAGE_SPEED_KMH: '32.5',
      VITE_ON_MY_WAY_MESSAGE: ' On my way, {{firstName}}! ',
      VITE_PHONE_COUNTRY: 'es',
    });
    expect(parsed.averageSpeedKmh).toBe(32.5);
    expect(parsed.onMyWayMessage).toBe('On my way, {{firstName}}!');
    expect(parsed.phoneCountry).toBe('ES');
  });

  it.each(['0', '-5', 'fast', '201', '20km/h'])('refuses the speed %s', (speed) => {
    expect(problems({ VITE_AVERAGE_SPEED_KMH: speed })[0]).toMatch(/VITE_AVERAGE_SPEED_KMH/);
  });

  it('refuses a country it does not know and a message too long', () => {
    expect(problems({ VITE_PHONE_COUNTRY: 'XX' })[0]).toMatch(/VITE_PHONE_COUNTRY/);
    expect(problems({ VITE_ON_MY_WAY_MESSAGE: 'x'.repeat(501) })[0]).toMatch(
      /VITE_ON_MY_WAY_MESSAGE/,
    );
  });
});
