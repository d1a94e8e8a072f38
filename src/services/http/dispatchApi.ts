import type { AxiosInstance } from 'axios';
import { readDeliveryUpdateAnswer } from '@/domain/deliveryUpdate';
import type { DeliveryUpdate, DispatchApi, TokenUpdate } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';
import { postProof } from './proofUpload';

// The two backend calls; the wire format is documented in
// docs/backend-contract.md and must stay in step with it.

export const DELIVERY_UPDATE_PATH = '/order/deliveryupdate';
export const TOKEN_UPDATE_PATH = '/portal/tokenupdate';

export interface HttpDispatchApiOptions {
  /** VITE_BACKEND_URL (absolute in production; a relative "/api" also works). */
  backendUrl: string;
  getIdToken: IdTokenSource;
  timeoutMs?: number;
  /** For Retry-After dates; defaults to Date.now. */
  now?: () => number;
}

/** The optional outcome of a change (docs/backend-contract.md); absent fields are not sent. */
function outcomeFields(update: DeliveryUpdate): Partial<DeliveryUpdate> {
  const { reason, note, cashCollected, previousStatus } = update;
  return Object.fromEntries(
    Object.entries({ reason, note, cashCollected, previousStatus }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

async function post(
  client: AxiosInstance,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  now: () => number,
  senderUid?: string,
): Promise<unknown> {
  try {
    // Success is the status code alone: a body is read only where the contract offers one.
    return (await client.post<unknown>(path, body, { headers, senderUid })).data;
  } catch (error) {
    throw toDispatchApiError(error, now());
  }
}

export function createHttpDispatchApi(options: HttpDispatchApiOptions): DispatchApi {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
    timeoutMs: options.timeoutMs,
  });
  const now = options.now ?? (() => Date.now());

  return {
    async deliveryUpdate(update: DeliveryUpdate) {
      const updateData = {
        receiptId: update.receiptId,
        status: update.status,
        dispatchId: update.dispatchId,
        updatedAt: update.updatedAt,
        updateId: update.updateId,
        ...outcomeFields(update),
        ...(update.proof ? { proof: update.proof } : {}),
      };
      // dispatchId is the change's owner: the token fetched for the request must be theirs.
      const answer = await post(
        client,
        DELIVERY_UPDATE_PATH,
        { updateData },
        { 'Idempotency-Key': update.updateId },
        now,
        update.dispatchId,
      );
      return readDeliveryUpdateAnswer(answer);
    },
    async tokenUpdate(update: TokenUpdate) {
      const userData = {
        uid: update.uid,
        email: update.email,
        fcmToken: update.fcmToken,
        updatedAt: update.updatedAt,
      };
      await post(client, TOKEN_UPDATE_PATH, { userData }, {}, now);
    },
    uploadProof: (upload) => postProof(client, upload, now),
  };
}
