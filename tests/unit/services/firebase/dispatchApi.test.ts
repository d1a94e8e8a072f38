import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLazyHttpDispatchApi } from '@/services/firebase/dispatchApi';
import { DispatchApiError, type AuthGateway } from '@/services/ports';
import { fakeIdToken } from '../../../helpers/idToken';
import { startTestBackend, type TestBackend } from '../../../helpers/testBackend';

// Firebase mode's DispatchApi is the shared axios client, loaded lazily, with the Firebase ID
// token fetched at send time.

function authWithToken(token: string | null): AuthGateway {
  return {
    onAuthStateChanged: () => () => {},
    signIn: async () => ({ uid: 'u1', email: null }),
    signOut: async () => {},
    sendPasswordReset: async () => {},
    getIdToken: async () => token,
  };
}

const update = {
  receiptId: 'r1',
  status: 'Delivered',
  dispatchId: 'u1',
  updatedAt: 1_700_000_000_000,
  updateId: '7d7c1b9e-2d5b-4a57-8f0e-1f8f3c1e2a11',
};

/** A token of the update's owner (the HTTP client sends a change only with its owner's token). */
const ownerToken = fakeIdToken(update.dispatchId);

describe('createLazyHttpDispatchApi', () => {
  let backend: TestBackend;
  beforeEach(async () => {
    backend = await startTestBackend();
  });
  afterEach(() => backend.close());

  it('sends the delivery update with the Bearer token and the idempotency key', async () => {
    backend.setHandler(() => ({ status: 200, body: { ok: true } }));
    await createLazyHttpDispatchApi(backend.origin, authWithToken(ownerToken)).deliveryUpdate(
      update,
    );
    const [request] = backend.requests;
    expect(request.path).toBe('/order/deliveryupdate');
    expect(request.headers.authorization).toBe(`Bearer ${ownerToken}`);
    expect(request.headers['idempotency-key']).toBe(update.updateId);
    expect(request.body).toEqual({ updateData: update });
  });

  it('classifies a refusal with the server message', async () => {
    backend.setHandler(() => ({ status: 409, body: { message: 'Order cancelled' } }));
    const call = createLazyHttpDispatchApi(
      backend.origin,
      authWithToken(ownerToken),
    ).deliveryUpdate(update);
    await expect(call).rejects.toBeInstanceOf(DispatchApiError);
    await expect(call).rejects.toMatchObject({ kind: 'rejected', status: 409 });
  });
});
