// A calendar day ("2026-03-29") as the window of time it covers in a time zone: the end of
// shift's day (docs/backend-contract.md#cash-handed-in). The desk names the day and its own zone
// (Intl's resolved `timeZone`); the backend, which runs in UTC, finds the same window from them,
// so both count the same receipts. Days of 23 and 25 hours (summer time) come out right: the
// window runs from the day's first instant to the next day's.

export interface DayWindow {
  /** Epoch ms of the day's first instant in the zone (its midnight, or the first hour after). */
  start: number;
  /** Epoch ms of the next day's first instant (exclusive). */
  end: number;
}

const DAY_LABEL = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = 60_000;
/** Summer time moves clocks by at most two hours: how far the first instant may be searched. */
const MAX_SHIFT_MINUTES = 180;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving a zone's wall-clock parts; null for a zone Intl does not know. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name Intl knows ("Europe/Lisbon", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && formatterFor(value) !== null;
}

/** The wall clock of `at` in the zone, as if it were UTC (epoch ms). */
function wallClock(at: number, formatter: Intl.DateTimeFormat): number {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" of a UTC date's fields. */
function labelOfUtc(utc: number): string {
  const date = new Date(utc);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The wall clock of `at` in the zone ("2026-03-29 14:05"); null for an unknown zone. */
export function wallClockIn(at: number, timeZone: string): string | null {
  const formatter = formatterFor(timeZone);
  if (formatter === null) return null;
  const wall = new Date(wallClock(at, formatter));
  return `${labelOfUtc(wall.getTime())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The calendar day ("2026-03-29") that contains `at` in the zone; null for an unknown zone. */
export function dayLabelIn(at: number, timeZone: string): string | null {
  const formatter = formatterFor(timeZone);
  return formatter === null ? null : labelOfUtc(wallClock(at, formatter));
}

/** The calendar day that contains `at` in this browser's own zone. */
export function localDayLabel(at: number): string {
  const date = new Date(at);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight UTC of a "YYYY-MM-DD" label that names a real date; null otherwise. */
function utcMidnightOf(day: string): number | null {
  const match = DAY_LABEL.exec(day);
  if (match === null) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March: such a label is not a day.
  return labelOfUtc(utc) === day && year >= 1970 ? utc : null;
}

/** True for a "YYYY-MM-DD" label of a real calendar date. */
export function isDayLabel(value: unknown): value is string {
  return typeof value === 'string' && utcMidnightOf(value) !== null;
}

/** The label of the day after (or `days` after) `day`. */
export function addDays(day: string, days: number): string | null {
  const midnight = utcMidnightOf(day);
  return midnight === null ? null : labelOfUtc(midnight + days * 24 * 60 * MINUTE);
}

/** The first instant whose calendar day in the zone is `day`. */
function firstInstant(day: string, midnightUtc: number, formatter: Intl.DateTimeFormat): number {
  // The zone's offset at the guess, twice (the guess may sit across a change of offset).
  let at = midnightUtc;
  for (let i = 0; i < 2; i++) at = midnightUtc - (wallClock(at, formatter) - at);
  at -= at % MINUTE;
  const label = (instant: number) => labelOfUtc(wallClock(instant, formatter));
  if (label(at) !== day) {
    // Midnight did not happen that day (clocks went forward at 00:00): the first minute after.
    for (let i = 1; i <= MAX_SHIFT_MINUTES && label(at) !== day; i++) at += MINUTE;
    return at;
  }
  for (let i = 0; i < MAX_SHIFT_MINUTES && label(at - MINUTE) === day; i++) at -= MINUTE;
  return at;
}

/** The window of `day` in `timeZone`; null for a label that is not a day or an unknown zone. */
export function dayWindowIn(day: string, timeZone: string): DayWindow | null {
  const formatter = formatterFor(timeZone);
  const midnight = utcMidnightOf(day);
  const next = addDays(day, 1);
  if (formatter === null || midnight === null || next === null) return null;
  const nextMidnight = utcMidnightOf(next) as number;
  return {
    start: firstInstant(day, midnight, formatter),
    end: firstInstant(next, nextMidnight, formatter),
  };
}

/** The window of `day` in this browser's own zone (domain/day.ts's local midnight). */
export function localDayWindow(day: string): DayWindow | null {
  const match = DAY_LABEL.exec(day);
  if (match === null || !isDayLabel(day)) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return {
    start: new Date(year, month, date).getTime(),
    end: new Date(year, month, date + 1).getTime(),
  };
}
