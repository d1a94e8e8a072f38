import { asRecord, readString } from './read';

// The back-office user record (dev_backOfficeUsers/{uid}). Its fields are not in the spec;
// we read a display name tolerantly and keep the rest as it is.

export interface BackOfficeUser {
  uid: string;
  name: string | null;
  email: string | null;
  role: string | null;
  raw: Record<string, unknown>;
}

export function parseBackOfficeUser(uid: string, data: unknown): BackOfficeUser {
  const raw = asRecord(data) ?? {};
  const first = readString(raw.firstName);
  const last = readString(raw.lastName);
  const joined = [first, last].filter(Boolean).join(' ');
  return {
    uid,
    name:
      readString(raw.name) ??
      readString(raw.displayName) ??
      readString(raw.fullName) ??
      (joined === '' ? null : joined),
    email: readString(raw.email),
    role: readString(raw.role),
    raw,
  };
}
