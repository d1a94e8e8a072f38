import { isRecord } from '../read';
import { readPhone } from '../receipt';

// "Invite driver" (docs/backend-contract.md#drivers): the three fields the desk's form sends and
// the backend checks again, read by one function for both sides, like an incoming order's
// (intake/readOrderDraft.ts). Every bad field is named with a code the desk words from its
// catalogues, and an English sentence for everyone else.

export const INVITE_LIMITS = {
  name: 80,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  phone: 40,
} as const;

/** The fewest and most digits a phone number has (E.164 allows 15, with the country code). */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

export type InviteField = 'name' | 'email' | 'phone';

export type InviteProblem = 'required' | 'too-long' | 'not-an-email' | 'not-a-phone';

export interface InviteFieldError {
  field: InviteField;
  code: InviteProblem;
  /** English, for tools and logs; the desk words the code from its own catalogues. */
  message: string;
}

/** The invitation, read: what the backend writes on the account and the back-office record. */
export interface Invitation {
  name: string;
  /** Trimmed and in lower case: one address, one account. */
  email: string;
  /** As typed, without invisible characters (receipt.ts readPhone). */
  phone: string;
}

export type InviteResult =
  { ok: true; invitation: Invitation } | { ok: false; errors: InviteFieldError[] };

// Deliberately loose, like Firebase's own check: something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits, spaces, "+", "-", ".", "(" and ")": how people write phone numbers.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

const MESSAGES: Record<InviteField, Record<InviteProblem, string>> = {
  name: {
    required: 'Enter the driver’s name.',
    'too-long': `The name is longer than ${INVITE_LIMITS.name} characters.`,
    'not-an-email': '',
    'not-a-phone': '',
  },
  email: {
    required: 'Enter the driver’s email address.',
    'too-long': `The email address is longer than ${INVITE_LIMITS.email} characters.`,
    'not-an-email': 'That email address doesn’t look right.',
    'not-a-phone': '',
  },
  phone: {
    required: 'Enter the driver’s phone number.',
    'too-long': `The phone number is longer than ${INVITE_LIMITS.phone} characters.`,
    'not-an-email': '',
    'not-a-phone': 'That phone number doesn’t look right: digits, spaces and + only.',
  },
};

function fieldError(field: InviteField, code: InviteProblem): InviteFieldError {
  return { field, code, message: MESSAGES[field][code] };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One field's problem, or null when it is fine. */
function problemOf(field: InviteField, value: string): InviteProblem | null {
  if (value === '') return 'required';
  if ([...value].length > INVITE_LIMITS[field]) return 'too-long';
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'not-an-email';
  if (field === 'phone') {
    const digits = value.replace(/\D/g, '').length;
    const fits = digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    if (!PHONE_PATTERN.test(value) || !fits) return 'not-a-phone';
  }
  return null;
}

function errorsOf(values: Partial<Record<InviteField, string>>): InviteFieldError[] {
  const errors: InviteFieldError[] = [];
  for (const field of ['name', 'email', 'phone'] as const) {
    const value = values[field];
    const problem = value === undefined ? null : problemOf(field, value);
    if (problem !== null) errors.push(fieldError(field, problem));
  }
  return errors;
}

/** `{ name, email, phone }` as the desk sends it: the invitation, or every bad field. */
export function readInvitation(input: unknown): InviteResult {
  const fields = isRecord(input) ? input : {};
  const invitation: Invitation = {
    ...readNameAndEmailFields(fields),
    phone: readPhone(text(fields.phone)) ?? '',
  };
  const errors = errorsOf(invitation);
  return errors.length === 0 ? { ok: true, invitation } : { ok: false, errors };
}

function readNameAndEmailFields(fields: Record<string, unknown>) {
  return { name: text(fields.name).replace(/\s+/g, ' '), email: text(fields.email).toLowerCase() };
}

export type MemberResult =
  { ok: true; member: Omit<Invitation, 'phone'> } | { ok: false; errors: InviteFieldError[] };

/**
 * `{ name, email }` of a back-office member made without a phone (the first manager,
 * scripts/create-manager.mjs): read and checked as an invitation's two fields.
 */
export function readNameAndEmail(input: unknown): MemberResult {
  const member = readNameAndEmailFields(isRecord(input) ? input : {});
  const errors = errorsOf(member);
  return errors.length === 0 ? { ok: true, member } : { ok: false, errors };
}
