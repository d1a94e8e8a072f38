// `npm run load`'s options (scripts/load/run.mjs): the evening's size. The defaults finish within
// five minutes on a two-core machine, emulators' start included.
export const DEFAULTS = {
  drivers: 40,
  managers: 2,
  keys: 3,
  /** Distinct orders the shop's systems send through the intake API over the evening. */
  orders: 400,
  /** The desk's import, in rows (batches of 100, as the desk sends them). */
  importRows: 1000,
  /**
   * The evening's length on the clock. Its requests come at about twice a real busy evening's
   * rate (a position every 30 s, a status change every ~20 s per driver): what the emulators
   * serve here on two cores without a queue of their own, so the ratios measure the backend.
   */
  minutes: 2.5,
  /** Orders each driver has at the start, taken through Picked Up, On the Way, Delivered. */
  ordersPerDriver: 2,
  /**
   * A listener per phone, as the phones hold them, in place of their reads counted from a desk's
   * listener (scripts/load/phoneReads.mjs: on the emulator forty of them cost every receipt write
   * a quarter of a second). `--phone-listeners`.
   */
  phoneListeners: false,
  /**
   * Each manager's desk with listeners of its own, in place of one desk's billed once per manager
   * (scripts/load/listeners.mjs says why). `--desk-listeners`.
   */
  deskListeners: false,
  out: 'bench/results/load.json',
};

/**
 * `--short` (`npm run test:load`, a step of `npm test`): the same evening, small enough for every
 * CI run (about a minute and a half in all, its evening 45 s). It checks what does not depend on the
 * machine — nothing lost, nothing doubled, no 5xx, order numbers unique — not the ratios. Its
 * report goes to a file of its own, so that it never replaces a full run's.
 */
export const SHORT = {
  drivers: 8,
  orders: 60,
  importRows: 200,
  /** 45 s: long enough for positions (the first comes up to 30 s into a driver's shift). */
  minutes: 0.75,
  out: 'bench/results/load-short.json',
};

const USAGE =
  'usage: npm run load -- [--short] [--phone-listeners] [--desk-listeners] [--drivers N] [--orders N] [--minutes N] [--import N] [--out file]';

/**
 * `--name value` / `--name=value` pairs into the options, over the defaults or, with `--short`
 * anywhere, over SHORT's; `--phone-listeners` and `--desk-listeners` anywhere; a bad one throws with the usage.
 */
export function readLoadOptions(argv) {
  const short = argv.includes('--short');
  const phoneListeners = argv.includes('--phone-listeners');
  const deskListeners = argv.includes('--desk-listeners');
  const options = { ...DEFAULTS, ...(short ? SHORT : {}), short, phoneListeners, deskListeners };
  const switches = ['--short', '--phone-listeners', '--desk-listeners'];
  const args = argv.filter((arg) => !switches.includes(arg));
  const names = { drivers: 'drivers', orders: 'orders', minutes: 'minutes', import: 'importRows' };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split('=', 2);
    const name = flag.replace(/^--/, '');
    const value = inline ?? args[(i += 1)];
    if (name === 'out' && value) {
      options.out = value;
      continue;
    }
    const number = Number(value);
    if (!(name in names) || !(number > 0)) throw new Error(`${argv.join(' ')}\n${USAGE}`);
    options[names[name]] = name === 'minutes' ? number : Math.round(number);
  }
  return options;
}

/** The options as the environment carries them from run.mjs into the evening (evening.mjs). */
export const toEnv = (options) => ({ LOAD_OPTIONS: JSON.stringify(options) });
export const fromEnv = (env) => ({ ...DEFAULTS, ...JSON.parse(env.LOAD_OPTIONS ?? '{}') });
