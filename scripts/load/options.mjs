// `npm run load`'s options (scripts/load/run.mjs): the evening's size. The defaults finish within
// five minutes on a two-core machine, emulators' start included.
export const DEFAULTS = {
  drivers: 40,
  managers: 2,
  keys: 3,
  /** Distinct orders the shop's systems send through the intake API over the evening. */
  orders: 600,
  /** The desk's import, in rows (batches of 100, as the desk sends them). */
  importRows: 1000,
  /** The evening's length on the clock (compressed: a position every 11 s, not 30 s). */
  minutes: 2,
  /** Orders each driver has at the start, taken through Picked Up, On the Way, Delivered. */
  ordersPerDriver: 6,
  out: 'bench/results/load.json',
};

const USAGE =
  'usage: npm run load -- [--drivers N] [--orders N] [--minutes N] [--import N] [--out file]';

/** `--name value` / `--name=value` pairs into the options; a bad one throws with the usage. */
export function readLoadOptions(argv) {
  const options = { ...DEFAULTS };
  const names = { drivers: 'drivers', orders: 'orders', minutes: 'minutes', import: 'importRows' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const name = flag.replace(/^--/, '');
    const value = inline ?? argv[(i += 1)];
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
