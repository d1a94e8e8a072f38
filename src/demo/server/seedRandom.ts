// The demo seed's randomness: deterministic, so the same seed gives the same data (seed.ts).

import { createRandom, type Random } from '@/platform/random';

export { createRandom, type Random };

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

export function shuffle<T>(random: Random, values: readonly T[]): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
