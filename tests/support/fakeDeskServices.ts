import { parseBackOfficeUser, type BackOfficeUser } from '@/domain/backOfficeUser';
import { isDelivered, RECEIPT_TYPE_SALE } from '@/domain/orders';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import { isActiveDriver, isManager } from '@/domain/roles';
import type {
  AssignRequest,
  AssignResult,
  BoardSnapshot,
  DeskServices,
  TeamSnapshot,
} from '@/services/deskPorts';
import {
  AuthError,
  DispatchApiError,
  type AuthUser,
  type BackOfficeUserSnapshot,
} from '@/services/ports';
import { createFakeOrdersIn, type FakeOrdersIn } from './fakeOrdersIn';
import { createFakeTeam } from './fakeTeam';

// An in-memory DeskServices for the desk's component tests (docs/desk.md#tests), with knobs:
// swapped in through the desk's services context, never by mocking modules. Its assign applies
// the contract's rules (docs/backend-contract.md#desk-assign) to its receipts and tells the
// board, as the real backend and the realtime feed would.

type Listener<T> = (value: T) => void;

export interface FakeDeskAccount {
  uid: string;
  email: string;
  password: string;
  /** The back-office record's fields; null: signed in, but no record. */
  record: Record<string, unknown> | null;
}

export const MANAGER = { uid: 'u-marta', email: 'manager@demo.test', name: 'Marta Silva' };

export const DESK_ACCOUNTS: FakeDeskAccount[] = [
  {
    uid: MANAGER.uid,
    email: MANAGER.email,
    password: 'demo1234',
    record: { name: MANAGER.name, role: 'manager' },
  },
  {
    uid: 'u-ana',
    email: 'dispatcher@demo.test',
    password: 'demo1234',
    record: { name: 'Ana Ribeiro', role: 'dispatcher' },
  },
  {
    uid: 'u-tiago',
    email: 'courier@demo.test',
    password: 'demo1234',
    record: { name: 'Tiago Costa', role: 'courier' },
  },
  {
    uid: 'u-rui',
    email: 'rui@demo.test',
    password: 'demo1234',
    record: { name: 'Rui Lopes', role: 'dispatcher' },
  },
  { uid: 'u-none', email: 'no-access@demo.test', password: 'demo1234', record: null },
];

/** A SALE receipt of today for the board (fields as the backend writes them). */
export function deskOrder(id: string, fields: Record<string, unknown> = {}): Receipt {
  return parseReceipt(id, {
    receipt_type: RECEIPT_TYPE_SALE,
    status: 'Pending',
    orderNumber: id.replace(/\D/g, '') || id,
    updateTimestamp: Date.now() - 60_000,
    ...fields,
  });
}

export interface FakeDeskServices extends DeskServices {
  ordersIn: FakeOrdersIn;
  control: {
    receipts: Receipt[];
    /** Replaces the day's receipts; the board hears it at once. */
    setReceipts(receipts: Receipt[]): void;
    /** Changes one receipt (a driver's status change, another manager's move). */
    updateReceipt(id: string, fields: Partial<Receipt>): void;
    failBoard(message: string): void;
    /** Assign calls wait until releaseAssign(). */
    holdAssign(): void;
    releaseAssign(): void;
    /** The next assign calls reject with this error (until cleared with null). */
    failAssign(error: Error | null): void;
    /** Answers the next assign calls as given, without applying anything. */
    answerAssign(answer: ((request: AssignRequest) => AssignResult[]) | null): void;
    assignCalls: { request: AssignRequest; idempotencyKey: string }[];
    /** The window of each board subscription (epoch ms). */
    boardSince: number[];
    signedIn(): AuthUser | null;
  };
}

export function createFakeDeskServices(
  options: {
    accounts?: FakeDeskAccount[];
    /** Back-office records without an account (drivers the desk shows, never signed in). */
    extraTeam?: BackOfficeUser[];
    receipts?: Receipt[];
    signedInAs?: string;
    now?: number;
    /** Records answered from the cache only (an offline start): never the server's word. */
    recordsFromCacheOnly?: boolean;
    /** The business's currency (VITE_CURRENCY); EUR unless given. */
    currency?: string;
  } = {},
): FakeDeskServices {
  const accounts = options.accounts ?? DESK_ACCOUNTS;
  const now = options.now ?? Date.now();
  const signedInAccount = accounts.find((a) => a.email === options.signedInAs);
  let current: AuthUser | null = signedInAccount
    ? { uid: signedInAccount.uid, email: signedInAccount.email }
    : null;
  const team = (): BackOfficeUser[] => [
    ...accounts.flatMap((a) => (a.record === null ? [] : [parseBackOfficeUser(a.uid, a.record)])),
    ...(options.extraTeam ?? []),
  ];
  const authListeners = new Set<Listener<AuthUser | null>>();
  const boardListeners = new Set<{ next: Listener<BoardSnapshot>; error: Listener<Error> }>();
  let held: (() => void)[] | null = null;
  let assignError: Error | null = null;
  let answer: ((request: AssignRequest) => AssignResult[]) | null = null;

  const emitBoard = (listener: { next: Listener<BoardSnapshot> }) =>
    listener.next({ receipts: [...control.receipts], fromCache: false });

  const control: FakeDeskServices['control'] = {
    receipts: options.receipts ?? [],
    setReceipts(receipts) {
      control.receipts = receipts;
      for (const listener of boardListeners) emitBoard(listener);
    },
    updateReceipt(id, fields) {
      control.setReceipts(control.receipts.map((r) => (r.id === id ? { ...r, ...fields } : r)));
    },
    failBoard(message) {
      for (const listener of boardListeners) listener.error(new Error(message));
    },
    holdAssign() {
      held = [];
    },
    releaseAssign() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((release) => release());
    },
    failAssign(error) {
      assignError = error;
    },
    answerAssign(next) {
      answer = next;
    },
    assignCalls: [],
    boardSince: [],
    signedIn: () => current,
  };

  function setCurrent(user: AuthUser | null) {
    current = user;
    for (const listener of authListeners) listener(user);
  }

  /** The contract's rules, applied to the fake's receipts. */
  function apply(request: AssignRequest): AssignResult[] {
    let stamp = now;
    const results = request.receiptIds.map((receiptId): AssignResult => {
      const receipt = control.receipts.find((r) => r.id === receiptId);
      if (!receipt)
        return { receiptId, result: 'not-found', dispatchId: null, updateTimestamp: null };
      const none = { dispatchId: receipt.dispatchId, updateTimestamp: null };
      if (isDelivered(receipt)) return { receiptId, result: 'order-closed', ...none };
      if (receipt.dispatchId !== (request.expected[receiptId] ?? null)) {
        return { receiptId, result: 'assignment-changed', ...none };
      }
      if (receipt.dispatchId === request.dispatchId)
        return { receiptId, result: 'unchanged', ...none };
      stamp += 1;
      return {
        receiptId,
        result: 'assigned',
        dispatchId: request.dispatchId,
        updateTimestamp: stamp,
      };
    });
    const written = new Map(
      results.filter((r) => r.result === 'assigned').map((r) => [r.receiptId, r]),
    );
    if (written.size > 0) {
      control.setReceipts(
        control.receipts.map((r) => {
          const result = written.get(r.id);
          return result
            ? { ...r, dispatchId: result.dispatchId, updateTimestamp: result.updateTimestamp }
            : r;
        }),
      );
    }
    return results;
  }

  return {
    mode: 'demo',
    clock: { now: () => now },
    currency: options.currency ?? 'EUR',
    sampleData: {
      accounts: accounts.map((a) => ({
        email: a.email,
        password: a.password,
        description: a.record === null ? 'No access' : String(a.record.role),
      })),
    },
    control,
    auth: {
      onAuthStateChanged(listener) {
        authListeners.add(listener);
        queueMicrotask(() => authListeners.has(listener) && listener(current));
        return () => authListeners.delete(listener);
      },
      async signIn(email, password) {
        const account = accounts.find((a) => a.email === email.trim().toLowerCase());
        if (!account) throw new AuthError('user-not-found', 'No account uses this email address.');
        if (account.password !== password) throw new AuthError('wrong-password', 'Wrong password.');
        const user = { uid: account.uid, email: account.email };
        setCurrent(user);
        return user;
      },
      async signOut() {
        setCurrent(null);
      },
      async sendPasswordReset() {},
      async getIdToken() {
        return current ? `token-${current.uid}` : null;
      },
    },
    backOfficeUsers: {
      watch(uid, next: Listener<BackOfficeUserSnapshot>) {
        let active = true;
        queueMicrotask(() => {
          if (!active) return;
          const user = team().find((u) => u.uid === uid) ?? null;
          next({ user, fromCache: options.recordsFromCacheOnly === true });
        });
        return () => {
          active = false;
        };
      },
    },
    team: {
      watch(next: Listener<TeamSnapshot>) {
        let active = true;
        queueMicrotask(() => active && next({ users: team(), fromCache: false }));
        return () => {
          active = false;
        };
      },
    },
    board: {
      watch(since, next, error) {
        control.boardSince.push(since);
        const listener = { next, error };
        boardListeners.add(listener);
        queueMicrotask(() => boardListeners.has(listener) && emitBoard(listener));
        return () => boardListeners.delete(listener);
      },
    },
    ordersIn: createFakeOrdersIn(
      () => now,
      (receipt) => control.setReceipts([receipt, ...control.receipts]),
    ),
    ...createFakeTeam(),
    deskApi: {
      async assign(request, idempotencyKey) {
        control.assignCalls.push({ request, idempotencyKey });
        if (held !== null) {
          const waiting = held;
          await new Promise<void>((resolve) => waiting.push(resolve));
        }
        if (assignError) throw assignError;
        const me = team().find((u) => u.uid === current?.uid);
        if (!isManager(me)) throw new DispatchApiError('rejected', 'Not a manager.', 403);
        if (
          request.dispatchId !== null &&
          !isActiveDriver(team().find((u) => u.uid === request.dispatchId))
        ) {
          throw new DispatchApiError('rejected', 'Not a driver.', 422, { code: 'not-a-driver' });
        }
        return answer ? answer(request) : apply(request);
      },
    },
  };
}
