import { delay, safeLocalStorage } from '@/platform';
import { DispatchApiError, type DispatchApi } from '@/services/ports';
import type { DemoDb } from './store';

// Bench builds only (VITE_BENCH=true, `?soak=1`): the demo backend's fault switches for the
// shift soak (scripts/soak/, docs/performance.md#the-shift-soak), and its record of what reached
// the "server". Production builds never contain this module (benchSeed.ts is bench-only).
//
// The switches are read from localStorage on every call, so the soak sets them from any tab and
// they survive reloads; the record is kept there too, for the same reasons.

export const SOAK_FAULTS_KEY = 'dispatch-soak:faults';
export const SOAK_LOG_KEY = 'dispatch-soak:log';

export interface SoakFaults {
  /** Added to every call before it travels: a slow network. */
  slowMs: number;
  /** 0..1: calls that fail before reaching the server (a 503). */
  failRate: number;
  /** 0..1: calls the server applies whose answer is then lost (the connection drops). */
  loseRate: number;
  /**
   * The poison order: every status change of this order is answered 500 (a receipt the
   * server's code chokes on), while every other order's go through (issue 32). Null: none.
   */
  poisonReceiptId: string | null;
}

export interface SoakLog {
  /** Calls made (deliveryUpdate and uploadProof). */
  calls: number;
  /** Calls with an Idempotency-Key seen before: the outbox's retries. */
  retries: number;
  failed: number;
  lost: number;
  /** Calls answered 500 because their order is the poison order. */
  poisoned: number;
  /** Changes the server applied for the first time, in the order it applied them. */
  applied: { updateId: string; receiptId: string; status: string }[];
  /** Photos the server took for the first time (by updateId). */
  uploads: string[];
  /** Every Idempotency-Key called so far, as `update:<id>` / `upload:<id>`. */
  seen: string[];
}

const NO_FAULTS: SoakFaults = { slowMs: 0, failRate: 0, loseRate: 0, poisonReceiptId: null };

function read<T>(key: string, fallback: T): T {
  try {
    const text = safeLocalStorage()?.getItem(key);
    return text ? { ...fallback, ...(JSON.parse(text) as T) } : fallback;
  } catch {
    return fallback;
  }
}

function emptyLog(): SoakLog {
  return {
    calls: 0,
    retries: 0,
    failed: 0,
    lost: 0,
    poisoned: 0,
    applied: [],
    uploads: [],
    seen: [],
  };
}

/** Read, change and write the log in one go (JavaScript runs one task at a time per tab). */
function updateLog(change: (log: SoakLog) => void) {
  const log = read(SOAK_LOG_KEY, emptyLog());
  change(log);
  try {
    safeLocalStorage()?.setItem(SOAK_LOG_KEY, JSON.stringify(log));
  } catch {
    // Storage full: the soak reports the log as incomplete (its counts will not add up).
  }
}

export function withSoakFaults(api: DispatchApi, db: DemoDb): DispatchApi {
  async function faulty<T>(
    kind: 'update' | 'upload',
    key: string,
    call: () => Promise<T>,
    firstTime: () => Promise<boolean>,
    onApplied: (log: SoakLog) => void,
    receiptId: string | null = null,
  ): Promise<T> {
    const faults = read(SOAK_FAULTS_KEY, NO_FAULTS);
    const id = `${kind}:${key}`;
    updateLog((log) => {
      log.calls += 1;
      if (log.seen.includes(id)) log.retries += 1;
      else log.seen.push(id);
    });
    if (faults.slowMs > 0) await delay(faults.slowMs);
    if (receiptId !== null && receiptId === faults.poisonReceiptId) {
      updateLog((log) => (log.poisoned += 1));
      throw new DispatchApiError('server', 'Soak fault: the server fails on this order.', 500);
    }
    if (Math.random() < faults.failRate) {
      updateLog((log) => (log.failed += 1));
      throw new DispatchApiError('server', 'Soak fault: the server is unavailable.', 503);
    }
    const isNew = await firstTime();
    const result = await call();
    if (isNew) updateLog(onApplied);
    if (Math.random() < faults.loseRate) {
      updateLog((log) => (log.lost += 1));
      throw new DispatchApiError('offline', 'Soak fault: the answer was lost on the way back.');
    }
    return result;
  }

  return {
    deliveryUpdate: (update) =>
      faulty(
        'update',
        update.updateId,
        () => api.deliveryUpdate(update),
        // Not applied yet: no record, or only a claim a call left unfinished (the tab reloaded
        // mid-send). The retry that takes the claim over applies it for the first time.
        async () => (await db.get('appliedUpdates', update.updateId))?.state !== 'done',
        (log) =>
          log.applied.push({
            updateId: update.updateId,
            receiptId: update.receiptId,
            status: update.status,
          }),
        update.receiptId,
      ),
    uploadProof: (upload) =>
      faulty(
        'upload',
        upload.updateId,
        () => api.uploadProof(upload),
        async () => !read(SOAK_LOG_KEY, emptyLog()).uploads.includes(upload.updateId),
        (log) => log.uploads.push(upload.updateId),
      ),
    tokenUpdate: (update) => api.tokenUpdate(update),
  };
}
