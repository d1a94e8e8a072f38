// The "On my way" message (docs/route.md#on-my-way): a template with {{firstName}},
// {{orderNumber}}, {{company}} and {{estimate}} in it, filled in for one order.

export interface OnMyWayValues {
  firstName: string;
  orderNumber: string;
  company: string;
  estimate: string;
}

const PLACEHOLDER = /\{\{\s*(firstName|orderNumber|company|estimate)\s*\}\}/gu;

/**
 * The template with its placeholders filled in. A value that is empty leaves no stray space
 * before punctuation ("Hi , …" → "Hi, …").
 */
export function fillTemplate(template: string, values: OnMyWayValues): string {
  return template
    .replace(PLACEHOLDER, (_, name: keyof OnMyWayValues) => values[name].trim())
    .replace(/[ \t]+([,.:;!?])/gu, '$1')
    .replace(/[ \t]{2,}/gu, ' ')
    .trim();
}

/** The first word of a customer's name ("Ana Sousa" → "Ana"); '' when there is none. */
export function firstNameOf(name: string | null): string {
  if (name === null) return '';
  return name.trim().split(/\s+/u)[0] ?? '';
}
