import type {
  BackOfficeUserData,
  IdempotencyRecord,
  ReceiptData,
  TokenRecord,
} from '@backend/core';

// What the contract suite drives: one home of the backend core (`Target`), its requests and
// replies. The homes: demoTarget.ts (in-process) and functionsTarget.ts (the Functions emulator);
// targets.ts says which this run has.

export const APP_ORIGIN = 'http://localhost:5173';
export const OTHER_ORIGIN = 'https://elsewhere.example';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | null;
}

export interface Dispatcher {
  uid: string;
  idToken: string;
  /** The account's email and password (signUp makes an account that signs in with them). */
  email?: string;
  password?: string;
}

/** A sign-in with email and password: the account's session, or why it was refused. */
export type SignInResult = { ok: true; who: Dispatcher } | { ok: false; code: string };

export interface Target {
  name: string;
  /** Which store the core runs on ("memory", "firestore", "indexeddb"). */
  store: string;
  send(options: SendOptions): Promise<Reply>;
  signUp(name: string): Promise<Dispatcher>;
  /** Tokens the backend must answer 401: expired, of another project, garbage. */
  badTokens(who: Dispatcher): Promise<Record<string, string>>;
  /** A token shaped like `badTokens`' but valid (shows they fail for the reason they name). */
  controlToken?(who: Dispatcher): Promise<string>;
  seedReceipts(receipts: Record<string, ReceiptData>): Promise<void>;
  /** Writes back-office records (`${prefix}backOfficeUsers/{uid}`), as the back office would. */
  seedBackOfficeUsers(users: Record<string, BackOfficeUserData>): Promise<void>;
  /** Stores an idempotency record as the core would (a request still holding its key). */
  putIdempotency(record: IdempotencyRecord): Promise<void>;
  receipt(id: string): Promise<ReceiptData | null>;
  token(uid: string): Promise<TokenRecord | null>;
  /** An intake API key's record as stored (`${prefix}apiKeys/{id}`), or null. */
  apiKeyRecord(id: string): Promise<Record<string, unknown> | null>;
  /** A back-office record as stored, or null. */
  backOfficeUser(uid: string): Promise<Record<string, unknown> | null>;
  /** A driver's shift record as stored (`${prefix}driverShifts/{uid}`), or null. */
  driverShift(uid: string): Promise<Record<string, unknown> | null>;
  /** A settlement as stored (`${prefix}settlements/{id}`), or null. */
  settlement(id: string): Promise<Record<string, unknown> | null>;
  /** Signs in as the home's sign-in would (the Auth emulator, the demo's sign-in). */
  signIn(email: string, password: string): Promise<SignInResult>;
  /**
   * What an invited driver does with the link the invitation answered: sets a password through
   * it (Firebase's reset link, on the Auth emulator) or reads that it is the demo's (demo1234).
   * Resolves the password that now signs in.
   */
  passwordThroughLink(link: string, email: string): Promise<string>;
  /** Everything the backend keeps, every collection, as one JSON text (to look for a secret). */
  storedText(): Promise<string>;
  close(): Promise<void>;
}

/** A reply as the suite reads it: header names in lower case, a JSON body or null. */
export function replyOf(status: number, headers: Record<string, string>, text: string): Reply {
  let body: Record<string, unknown> | null;
  try {
    body = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    body = null;
  }
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return { status, headers: lower, body };
}
