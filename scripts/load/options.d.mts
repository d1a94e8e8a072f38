// Types of options.mjs, for the unit tests (tests/unit/scripts/loadOptions.test.ts).
export interface LoadOptions {
  drivers: number;
  managers: number;
  keys: number;
  orders: number;
  importRows: number;
  minutes: number;
  ordersPerDriver: number;
  phoneListeners: boolean;
  deskListeners: boolean;
  out: string;
  short?: boolean;
}
export const DEFAULTS: LoadOptions;
export const SHORT: Pick<LoadOptions, 'drivers' | 'orders' | 'importRows' | 'minutes' | 'out'>;
export function readLoadOptions(argv: string[]): LoadOptions;
export function toEnv(options: LoadOptions): { LOAD_OPTIONS: string };
export function fromEnv(env: Record<string, string | undefined>): LoadOptions;
