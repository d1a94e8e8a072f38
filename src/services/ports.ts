import type { AppConfig } from '@/config/env';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { DeliveryUpdate, DeliveryUpdateAccepted } from '@/domain/deliveryUpdate';
import type { TodaysOrdersQuery } from '@/domain/orders';
import type { OriginAddress } from '@/domain/origin';
import type { Receipt } from '@/domain/receipt';
import type { Unsubscribe } from '@/platform';
import type { ShiftPort, TrackingPort } from './positionPorts';

// The interfaces features use to reach outside (docs/architecture.md#ports). Two sets of adapters
// implement them: services/firebase (production) and the in-browser backend's, which runs on
// sample data (docs/architecture.md#layers).
// Features receive them through the services context, so tests swap adapters without mocking.

// ---------------------------------------------------------------- auth

export interface AuthUser {
  uid: string;
  email: string | null;
}

export type AuthErrorCode =
  | 'wrong-password'
  | 'user-not-found'
  | 'invalid-email'
  | 'missing-password'
  | 'too-many-requests'
  | 'network'
  | 'user-disabled'
  | 'unknown';

/**
 * A sign-in or password-reset failure. Its `code` is what each app words, in the reader's
 * language (the driver app: features/session/authErrorText.ts; the desk: DeskSignIn.tsx); its
 * `message` says what happened for logs and developers, and is never shown.
 */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthError';
    this.code = code;
  }
}

export interface AuthGateway {
  /** Calls back with the signed-in user (or null) once known, then on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  /** Rejects with AuthError. */
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Resolves alike for known and unknown addresses (no account enumeration); rejects with
   * AuthError only for a malformed address, a network failure or too many requests.
   */
  sendPasswordReset(email: string): Promise<void>;
  /** The current user's ID token (fetched when called), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

// ---------------------------------------------------------------- data

export interface BackOfficeUserSnapshot {
  /** null when the record does not exist (in the cache, or on the server: see fromCache). */
  user: BackOfficeUser | null;
  /** true when the answer came from the local cache, not confirmed by the server. */
  fromCache: boolean;
}

export interface BackOfficeUsers {
  /** Realtime read of `${prefix}backOfficeUsers/{uid}`. */
  watch(
    uid: string,
    onNext: (snapshot: BackOfficeUserSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface ReceiptsSnapshot {
  /** Matching receipts, newest first. */
  receipts: Receipt[];
  fromCache: boolean;
}

export interface ReceiptFeed {
  /**
   * Realtime query: SALE receipts of `query.dispatchId` updated at or after `query.since`,
   * newest first. Moving the window at midnight is the caller's job (features/orders/todaysOrders.ts).
   */
  watch(
    query: TodaysOrdersQuery,
    onNext: (snapshot: ReceiptsSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface UtilitiesSource {
  /** The first utilities record's originAddress_formated; null when absent or malformed. */
  getOriginAddress(): Promise<OriginAddress | null>;
}

// ---------------------------------------------------------------- backend

// The wire shape of a status change (`updateData`) is the contract's: src/domain/deliveryUpdate.ts,
// shared with the backend core.
export type {
  DeliveryProof,
  DeliveryUpdate,
  DeliveryUpdateAccepted,
} from '@/domain/deliveryUpdate';

/** A proof photo for POST {backend}/order/proof. */
export interface ProofUpload {
  receiptId: string;
  /** The status change the photo belongs to; also the Idempotency-Key header. */
  updateId: string;
  /** Epoch ms when the photo was taken. */
  takenAt: number;
  /** Bytes and MIME type as kept on the phone (an ArrayBuffer: see proofStore.ts). */
  photo: { bytes: ArrayBuffer; mimeType: string };
}

/**
 * One status change's proof photo, with whose and which order's it is: what the phone keeps
 * until it is sent (outbox/proofStore.ts) and what the in-browser backend keeps once
 * it has it. The bytes as an ArrayBuffer, never a Blob (see
 * proofStore.ts).
 */
export interface ProofPhotoRecord {
  /** The status change this photo goes with; also the upload's Idempotency-Key. */
  updateId: string;
  /** Only ever read back (and sent) for this user. */
  uid: string;
  receiptId: string;
  bytes: ArrayBuffer;
  mimeType: string;
  /** Epoch ms when the photo was taken. */
  takenAt: number;
}

export interface UploadedProof {
  /** The backend's id of the stored photo; the same one again for a retried upload. */
  proofId: string;
}

export interface TokenUpdate {
  uid: string;
  email: string | null;
  /** null asks the backend to forget this user's token (sign-out). */
  fcmToken: string | null;
  updatedAt: number;
}

export type DispatchApiErrorKind = 'offline' | 'timeout' | 'unauthorized' | 'rejected' | 'server';

/** A backend call failure, classified so the outbox knows whether to retry. */
export class DispatchApiError extends Error {
  readonly kind: DispatchApiErrorKind;
  readonly status: number | null;
  /** How long the server asked us to wait (a Retry-After header), when it said so. */
  readonly retryAfterMs: number | null;
  /** The contract's refusal code (`not-your-order`…), when the server gave one. */
  readonly code: string | null;
  constructor(
    kind: DispatchApiErrorKind,
    message: string,
    status: number | null = null,
    options?: { cause?: unknown; retryAfterMs?: number | null; code?: string | null },
  ) {
    super(message, options);
    this.name = 'DispatchApiError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = options?.retryAfterMs ?? null;
    this.code = options?.code ?? null;
  }

  /** Network errors, timeouts, 408, 429 and 5xx are worth retrying; the rest are not. */
  get retryable(): boolean {
    return this.kind === 'offline' || this.kind === 'timeout' || this.kind === 'server';
  }
}

export interface DispatchApi {
  /** POST {backend}/order/deliveryupdate. Rejects with DispatchApiError. */
  deliveryUpdate(update: DeliveryUpdate): Promise<DeliveryUpdateAccepted>;
  /** POST {backend}/portal/tokenupdate. Rejects with DispatchApiError. */
  tokenUpdate(update: TokenUpdate): Promise<void>;
  /** POST {backend}/order/proof (multipart). Rejects with DispatchApiError. */
  uploadProof(upload: ProofUpload): Promise<UploadedProof>;
}

// ---------------------------------------------------------------- positions

// The customer's tracking link and the driver's shift: services/positionPorts.ts.
export type {
  PositionReport,
  SharedPosition,
  ShiftPort,
  ShiftState,
  TrackingLink,
  TrackingPort,
} from './positionPorts';

// ---------------------------------------------------------------- push

/** Why this browser or build cannot receive push (the opt-in UI explains each). */
export type PushUnsupportedReason =
  /** iPhone/iPad Safari: web push works only in the app installed to the home screen. */
  | 'ios-not-installed'
  /** No service worker, Push API or Notification API (old browser, private mode, http:). */
  | 'browser'
  /** The dev server runs no service worker: push needs the production build. */
  | 'no-service-worker'
  /** Firebase mode without VITE_FIREBASE_VAPID_KEY. */
  | 'no-vapid-key';

export type PushSupport = { supported: true } | { supported: false; reason: PushUnsupportedReason };

/** Notification permission, as the browser reports it ("default": not asked yet). */
export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushPort {
  /** Whether push can work here; resolves, never rejects. */
  support(): Promise<PushSupport>;
  permission(): PushPermission;
  /** Asks the browser; call it only from a user gesture (a tap). */
  requestPermission(): Promise<PushPermission>;
  /**
   * This browser's push token (permission must be granted). May change over time: callers
   * compare it with the one they last sent. Rejects when the push service cannot be reached.
   */
  getToken(): Promise<string>;
  /** Messages that arrive while the app is visible (the worker relays them; see src/sw/push.ts). */
  onForegroundMessage(listener: (payload: unknown) => void): Unsubscribe;
  /**
   * Taps on a system notification, with the message in the same shape (the native wrapper only:
   * on the web the service worker opens the click target itself, see src/sw/push.ts).
   */
  onNotificationTap?(listener: (payload: unknown) => void): Unsubscribe;
  /**
   * Without a push service behind it (the in-browser backend): shows a test notification
   * through the worker's push display path. Null with a real push service.
   */
  sendTestNotification: ((payload: unknown) => Promise<void>) | null;
}

// ---------------------------------------------------------------- environment

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A backend that runs in this browser on sample data (null with a real backend): the accounts
 * the sign-in screen lists, and starting the day's data afresh.
 */
export interface SampleData {
  /** Re-seeds the sample data relative to now. */
  reset(): Promise<void>;
  accounts: readonly { email: string; password: string; description: string }[];
}

/**
 * The photos an in-browser backend keeps on this phone, behind a `local-photo:` URL
 * (src/domain/proof.ts). Null with a real backend: its photos are http(s) URLs.
 */
export interface LocalPhotos {
  read(photoUrl: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
}

export interface Services {
  mode: AppConfig['mode'];
  auth: AuthGateway;
  backOfficeUsers: BackOfficeUsers;
  receipts: ReceiptFeed;
  utilities: UtilitiesSource;
  dispatchApi: DispatchApi;
  push: PushPort;
  clock: Clock;
  sampleData: SampleData | null;
  localPhotos: LocalPhotos | null;
  /** The customer's tracking link; absent or null where the backend offers none. */
  tracking?: TrackingPort | null;
  /** On shift and the position the back office sees; absent or null where there is none. */
  shift?: ShiftPort | null;
}
