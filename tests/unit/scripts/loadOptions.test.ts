// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  SHORT,
  fromEnv,
  readLoadOptions,
  toEnv,
} from '../../../scripts/load/options.mjs';

// `npm run load`'s options (scripts/load/options.mjs): the default evening, `--short` (the step
// of npm test, `npm run test:load`), the sizes given on the command line, and bad ones refused.

describe("npm run load's options", () => {
  it('is the default evening without options', () => {
    expect(readLoadOptions([])).toEqual({ ...DEFAULTS, short: false });
  });

  it('is the short evening with --short, its report in a file of its own', () => {
    const options = readLoadOptions(['--short']);
    expect(options).toMatchObject({ ...SHORT, short: true });
    expect(options.out).not.toBe(DEFAULTS.out);
    expect(options.drivers).toBeLessThan(DEFAULTS.drivers);
    expect(options.minutes).toBeLessThan(DEFAULTS.minutes);
  });

  it('takes sizes as "--name value" and "--name=value", over --short wherever it is', () => {
    expect(
      readLoadOptions(['--drivers', '12', '--short', '--minutes=0.75', '--import', '300']),
    ).toMatchObject({ drivers: 12, minutes: 0.75, importRows: 300, orders: SHORT.orders });
    expect(readLoadOptions(['--out', '/tmp/x.json']).out).toBe('/tmp/x.json');
  });

  it('holds a listener per phone only with --phone-listeners', () => {
    expect(DEFAULTS.phoneListeners).toBe(false);
    expect(readLoadOptions(['--phone-listeners', '--drivers=5'])).toMatchObject({
      phoneListeners: true,
      drivers: 5,
    });
    expect(readLoadOptions(['--short', '--phone-listeners']).phoneListeners).toBe(true);
  });

  it('opens listeners per desk only with --desk-listeners', () => {
    expect(DEFAULTS.deskListeners).toBe(false);
    expect(readLoadOptions(['--desk-listeners', '--drivers=5'])).toMatchObject({
      deskListeners: true,
      phoneListeners: false,
      drivers: 5,
    });
    expect(readLoadOptions(['--short', '--desk-listeners']).deskListeners).toBe(true);
  });

  it.each([['--drivers', '0'], ['--drivers', 'many'], ['--size', '3'], ['--minutes']])(
    'refuses %s %s with the usage',
    (...argv) => {
      expect(() => readLoadOptions(argv.filter(Boolean))).toThrow(/usage: npm run load/);
    },
  );

  it('carries the options from the run into the evening', () => {
    const options = readLoadOptions(['--short', '--drivers', '5']);
    expect(fromEnv(toEnv(options))).toEqual(options);
    expect(fromEnv({})).toEqual(DEFAULTS);
  });
});
