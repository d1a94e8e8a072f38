// The back-office user record (dev_backOfficeUsers/{uid}). Its fields are not in the spec;
// we read a display name tolerantly and keep the rest as it is.

export interface BackOfficeUser {
  uid: string;
  name: string | null;
  email: string | null;
  role: string | null;
  raw: Record<string, unknown>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function parseBackOfficeUser(uid: string, data: unknown): BackOfficeUser {
  const raw =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  const first = text(raw.firstName);
  const last = text(raw.lastName);
  const joined = [first, last].filter(Boolean).join(' ');
  return {
    uid,
    name:
      text(raw.name) ??
      text(raw.displayName) ??
      text(raw.fullName) ??
      (joined === '' ? null : joined),
    email: text(raw.email),
    role: text(raw.role),
    raw,
  };
}
