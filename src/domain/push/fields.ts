// Tolerant readers for push payloads: a push comes from outside (FCM, a backend, a test) and
// may hold anything, so every reader answers null instead of throwing.

export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A trimmed, non-blank string, shortened to `max` characters (with "…"). */
export function shortText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

const MAX_ID_LENGTH = 200;

/** An identifier: a string, or a number (FCM data values are strings, but backends vary). */
export function identifier(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = shortText(value, Number.MAX_SAFE_INTEGER);
  return text !== null && text.length <= MAX_ID_LENGTH ? text : null;
}
