// The soak's size and switches, from the command line (see run.mjs), and the repeatable dice
// of the shift.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
export const short = args.includes('--short') || process.env.SOAK_SHORT === '1';
export const skipBuild = args.includes('--skip-build');
/** Every change of one order answered 500 all shift (faults.mjs); on unless --no-poison. */
export const poison = !args.includes('--no-poison');
const sizeArg = args.find((arg) => arg.startsWith('--size='));
const changes = Number(
  sizeArg?.slice('--size='.length) ?? process.env.SOAK_SIZE ?? (short ? 40 : 300),
);
if (!Number.isInteger(changes) || changes < 10)
  throw new Error('--size must be a whole number ≥ 10');
export const SIZE = {
  changes,
  orders: Math.max(6, Math.round(changes / 5)),
  photos: Math.max(2, Math.round(changes / 15)),
  reloads: changes >= 150 ? 3 : 1,
};
/** The default size or more: where the drain limit applies (the promise). */
export const FULL_SIZE = changes >= 300;
/** Orders there at the start; the rest arrive during the shift. */
export const FIRST_ORDERS = Math.max(4, Math.round(SIZE.orders / 5));
export const PORT = Number(process.env.SOAK_PORT ?? 4195);
export const DIST = 'dist-soak';
export const UNDO_SECONDS = 3;
export const QUERY = `benchSeed=${FIRST_ORDERS}&soak=1`;
export const DB_NAME = `dispatch-bench-${FIRST_ORDERS}`;
export const OUTBOX_DB = 'dispatch-outbox';
export const HEAP_GROWTH_LIMIT = 0.15;
/** Seconds within which the outbox must empty after the network comes back (default size). */
export const DRAIN_LIMIT_SECONDS = 20;

let seed = 28;
/** mulberry32: the same shift every run. */
export function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const pick = (items) => items[Math.floor(random() * items.length)];

export const REASONS = ['Customer not available', 'Wrong address', 'Customer refused', 'Other'];
export const INTERMEDIATE = ['Picked Up', 'On the Way'];
