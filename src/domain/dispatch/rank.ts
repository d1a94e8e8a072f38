import type { LatLng } from '../route/geo';
import { cheapestInsertion } from './insertion';
import { atLimit } from './limit';
import { runStart } from './start';
import type { DispatchDriver, DispatchSettings, DispatchStop, StartFrom } from './types';

// The drivers for one order, best first (docs/auto-dispatch.md#the-rule): those on shift who can
// take it, each with what it would cost (the driving it adds, the lateness it adds to their
// whole run); then those at the limit, those with no place to count from, and those off shift,
// by name, without a figure. The best is the suggestion.

/** Each minute of lateness weighs as much as this many minutes of driving in the ranking. */
export const LATENESS_WEIGHT = 2;

export type DriverOption =
  | {
      kind: 'figures';
      uid: string;
      name: string;
      addedSeconds: number;
      addedLateSeconds: number;
      /** Where the order would go in their run. */
      index: number;
      from: StartFrom;
      runEstimated: boolean;
    }
  | { kind: 'atLimit' | 'noStart' | 'offShift'; uid: string; name: string };

/** Why an order gets no suggestion (the card's and the preview's reason). */
export type NoSuggestion =
  'noOrderPosition' | 'nobodyOnShift' | 'everyoneAtLimit' | 'noDriverPosition';

export interface Ranking {
  options: DriverOption[];
  /** Null when the first option is a suggestion. */
  reason: NoSuggestion | null;
}

const KIND_ORDER = { figures: 0, atLimit: 1, noStart: 2, offShift: 3 } as const;

/** The ranking's score: lower is better. */
export function optionScore(option: { addedSeconds: number; addedLateSeconds: number }): number {
  return option.addedSeconds + LATENESS_WEIGHT * option.addedLateSeconds;
}

function optionFor(
  order: DispatchStop & { location: LatLng },
  driver: DispatchDriver,
  now: number,
  settings: DispatchSettings,
): DriverOption {
  const who = { uid: driver.uid, name: driver.name };
  if (!driver.onShift) return { kind: 'offShift', ...who };
  if (atLimit(driver, settings)) return { kind: 'atLimit', ...who };
  const start = runStart(driver, settings.store, now);
  const insertion =
    start === null
      ? null
      : cheapestInsertion({
          start: start.point,
          run: driver.run,
          order,
          departAt: now,
          speedKmh: settings.speedKmh,
          stopSeconds: settings.stopSeconds,
        });
  if (start === null || insertion === null) return { kind: 'noStart', ...who };
  return {
    kind: 'figures',
    ...who,
    addedSeconds: insertion.addedSeconds,
    addedLateSeconds: insertion.addedLateSeconds,
    index: insertion.index,
    from: start.from,
    runEstimated: driver.runEstimated,
  };
}

function compareOptions(a: DriverOption, b: DriverOption): number {
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.kind === 'figures' && b.kind === 'figures') {
    const score = optionScore(a) - optionScore(b);
    if (Math.abs(score) > 1e-6) return score;
  }
  return a.name.localeCompare(b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

function reasonOf(options: readonly DriverOption[]): NoSuggestion | null {
  if (options.some((option) => option.kind === 'figures')) return null;
  const onShift = options.filter((option) => option.kind !== 'offShift');
  if (onShift.length === 0) return 'nobodyOnShift';
  if (onShift.every((option) => option.kind === 'atLimit')) return 'everyoneAtLimit';
  return 'noDriverPosition';
}

/** The drivers who may be given orders, best first for this order. */
export function rankDrivers(
  order: DispatchStop,
  drivers: readonly DispatchDriver[],
  now: number,
  settings: DispatchSettings,
): Ranking {
  const { location } = order;
  if (location === null) {
    const options = drivers
      .map((driver): DriverOption => ({
        kind: driver.onShift ? 'noStart' : 'offShift',
        uid: driver.uid,
        name: driver.name,
      }))
      .sort(compareOptions);
    return { options, reason: 'noOrderPosition' };
  }
  const placed = { ...order, location };
  const options = drivers.map((driver) => optionFor(placed, driver, now, settings));
  options.sort(compareOptions);
  return { options, reason: reasonOf(options) };
}
