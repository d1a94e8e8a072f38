import type { AppConfig, ConfigResult } from '@/config/env';

/** The parsed configuration; throws (failing the test) with the problems when it is invalid. */
export function configOf(result: ConfigResult): AppConfig {
  if (!result.ok) throw new Error(`expected a valid config, got: ${result.problems.join(' | ')}`);
  return result.config;
}

/** The configuration's problems; throws (failing the test) when it is valid. */
export function problemsOf(result: ConfigResult): string[] {
  if (result.ok) throw new Error('expected configuration problems, got a valid config');
  return result.problems;
}
