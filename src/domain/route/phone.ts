// Phone numbers in E.164 ("+351912345678") for WhatsApp and SMS links (docs/route.md#on-my-way).
// Receipts hold numbers as people type them: "912 345 678", "+351 912-345-678", "00351…",
// "(21) 123 4567". A number without its country is read as one of the default country.

export interface CountryPlan {
  /** The calling code, digits only ("351"). */
  callingCode: string;
  /** Whether national numbers start with a trunk "0" that the international form drops. */
  trunkZero: boolean;
  /** National significant numbers' lengths (digits, without the trunk 0). */
  nationalLengths: readonly number[];
}

/** The countries a default may name; a country not listed cannot be a default. */
export const COUNTRY_PLANS: Readonly<Record<string, CountryPlan>> = {
  PT: { callingCode: '351', trunkZero: false, nationalLengths: [9] },
  ES: { callingCode: '34', trunkZero: false, nationalLengths: [9] },
  FR: { callingCode: '33', trunkZero: true, nationalLengths: [9] },
  GB: { callingCode: '44', trunkZero: true, nationalLengths: [9, 10] },
  IE: { callingCode: '353', trunkZero: true, nationalLengths: [7, 8, 9] },
  DE: { callingCode: '49', trunkZero: true, nationalLengths: [6, 7, 8, 9, 10, 11] },
  IT: { callingCode: '39', trunkZero: false, nationalLengths: [9, 10, 11] },
  NL: { callingCode: '31', trunkZero: true, nationalLengths: [9] },
  BE: { callingCode: '32', trunkZero: true, nationalLengths: [8, 9] },
  BR: { callingCode: '55', trunkZero: true, nationalLengths: [10, 11] },
  US: { callingCode: '1', trunkZero: false, nationalLengths: [10] },
  CA: { callingCode: '1', trunkZero: false, nationalLengths: [10] },
};

export const DEFAULT_PHONE_COUNTRY = 'PT';

export type E164Result = { ok: true; e164: string } | { ok: false; reason: 'missing' | 'invalid' };

const ALLOWED = /^[\d\s().+/-]+$/u;

/**
 * The number in E.164, or why not: `missing` (no number) or `invalid` (letters, too few or too
 * many digits, a national number of the wrong length for the default country).
 */
export function toE164(
  phone: string | null | undefined,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
): E164Result {
  if (typeof phone !== 'string' || phone.trim() === '') return { ok: false, reason: 'missing' };
  const trimmed = phone.trim();
  if (!ALLOWED.test(trimmed)) return { ok: false, reason: 'invalid' };
  const plusCount = (trimmed.match(/\+/gu) ?? []).length;
  if (plusCount > 1 || (plusCount === 1 && !/^\(?\+/u.test(trimmed))) {
    return { ok: false, reason: 'invalid' };
  }
  const digits = trimmed.replace(/\D/gu, '');
  let international: string | null = null;
  if (plusCount === 1) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  if (international !== null) return e164OrInvalid(international);

  const plan = COUNTRY_PLANS[defaultCountry.toUpperCase()];
  if (plan === undefined) return { ok: false, reason: 'invalid' };
  let national = digits;
  if (plan.trunkZero && national.startsWith('0')) national = national.slice(1);
  if (plan.nationalLengths.includes(national.length)) {
    return e164OrInvalid(`${plan.callingCode}${national}`);
  }
  // Written with the country's code but no "+" ("351912345678").
  if (
    digits.startsWith(plan.callingCode) &&
    plan.nationalLengths.includes(digits.length - plan.callingCode.length)
  ) {
    return e164OrInvalid(digits);
  }
  return { ok: false, reason: 'invalid' };
}

function e164OrInvalid(digits: string): E164Result {
  // E.164: at most 15 digits, the first never 0; fewer than 8 is no one's mobile.
  if (!/^[1-9]\d{7,14}$/u.test(digits)) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: `+${digits}` };
}
