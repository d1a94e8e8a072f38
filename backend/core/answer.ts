import { StoreContention, type BackendStore, type StoreTransaction } from './store';

// What an endpoint of the core answers: an HTTP status and a JSON body, with headers when the
// contract needs one (Retry-After). Each home turns it into its own kind of response.

export interface CoreAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The contract's refusal shape: a message written for the dispatcher, and a code for tools. */
export function refuse(status: number, code: string, message: string): CoreAnswer {
  return { status, body: { code, message } };
}

/** The seconds a client is asked to wait before retrying an update still in progress. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 2;

export function inProgress(): CoreAnswer {
  return {
    status: 409,
    body: {
      code: 'update-in-progress',
      message: 'The server is still processing this change. It will be retried.',
    },
    headers: { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS) },
  };
}

/** 429 `too-frequent`: one every so often is enough; `waitMs` until the next is taken. */
export function tooFrequent(waitMs: number, message: string): CoreAnswer {
  return {
    status: 429,
    body: { code: 'too-frequent', message },
    headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  };
}

export function busy(): CoreAnswer {
  return {
    status: 503,
    body: { code: 'busy', message: 'The server is busy. The change will be retried.' },
    headers: { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS) },
  };
}

/** `work`'s answer; the store giving up on contention in any of its transactions is 503 `busy`. */
export async function answerOrBusy(work: () => Promise<CoreAnswer>): Promise<CoreAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreContention) return busy();
    throw error;
  }
}

/** `work`'s answer, in one store transaction; the store giving up on contention is 503 `busy`. */
export function answerInTransaction(
  store: BackendStore,
  work: (tx: StoreTransaction) => Promise<CoreAnswer>,
): Promise<CoreAnswer> {
  return answerOrBusy(() => store.transaction(work));
}
