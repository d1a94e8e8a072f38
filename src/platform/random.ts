// Seeded randomness: the same numbers for the same seed on every machine (the demo's day, the
// bench's generated evenings).

export type Random = () => number;

/** mulberry32: a tiny, well-known deterministic PRNG (uniform in [0, 1)). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
