import { describe, expect, it } from 'vitest';
import type { DeliveryUpdate, ProofUpload } from '@/services/ports';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { fakeIdToken } from '../../../helpers/idToken';
import { testBackendForFile, type RecordedRequest, type Reply } from '../../../helpers/testBackend';
import { httpApiAgainst } from './httpApiAgainst';

// The photo upload against a real HTTP server on 127.0.0.1, through jsdom's XMLHttpRequest
// (a cross-origin request, as in the browser). The server parses the multipart body with
// Node's own parser, byte for byte.

// Every byte value after a JPEG header: a text round trip would corrupt them.
const PHOTO = Uint8Array.from({ length: 2048 }, (_, i) =>
  i < 3 ? [0xff, 0xd8, 0xff][i] : i % 256,
);

const upload: ProofUpload = {
  receiptId: 'r-1',
  updateId: '3f1c7a52-64a1-4c3e-9d0e-9b1b7d5c2a10',
  takenAt: 1_763_700_000_000,
  photo: { bytes: PHOTO.slice().buffer, mimeType: 'image/jpeg' },
};

const backend = testBackendForFile();
const api = httpApiAgainst(backend, 'token-abc');

async function formOf(request: RecordedRequest): Promise<FormData> {
  const contentType = String(request.headers['content-type']);
  return new Response(new Uint8Array(request.bytes), {
    headers: { 'content-type': contentType },
  }).formData();
}

/** A backend that stores each photo once per Idempotency-Key, as the contract asks. */
function idempotentProofBackend() {
  const photos = new Map<string, { proofId: string; bytes: Uint8Array }>();
  const handler = async (request: RecordedRequest): Promise<Reply> => {
    const key = String(request.headers['idempotency-key']);
    const known = photos.get(key);
    if (known) return { status: 200, body: { proofId: known.proofId } };
    const form = await formOf(request);
    const photo = form.get('photo') as File;
    const proofId = `proof-${photos.size + 1}`;
    photos.set(key, { proofId, bytes: new Uint8Array(await photo.arrayBuffer()) });
    return { status: 201, body: { proofId } };
  };
  return { photos, handler };
}

describe('uploadProof', () => {
  it('POSTs multipart/form-data with the photo and its fields, Bearer token and Idempotency-Key', async () => {
    backend.setHandler(() => ({ status: 201, body: { proofId: 'p-77' } }));
    await expect(api().uploadProof(upload)).resolves.toEqual({ proofId: 'p-77' });

    expect(backend.requests).toHaveLength(1);
    const [request] = backend.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/order/proof');
    expect(request.headers.authorization).toBe('Bearer token-abc');
    expect(request.headers['idempotency-key']).toBe(upload.updateId);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const form = await formOf(request);
    expect([...form.keys()]).toEqual(['receiptId', 'updateId', 'takenAt', 'photo']);
    expect(form.get('receiptId')).toBe('r-1');
    expect(form.get('updateId')).toBe(upload.updateId);
    expect(form.get('takenAt')).toBe('1763700000000');
    const photo = form.get('photo') as File;
    expect(photo.name).toBe(`proof-${upload.updateId}.jpg`);
    expect(photo.type).toBe('image/jpeg');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PHOTO);
  });

  it('names a PNG photo .png and keeps its type', async () => {
    backend.setHandler(() => ({ status: 200, body: { proofId: 'p-1' } }));
    await api().uploadProof({
      ...upload,
      updateId: 'u/../2',
      photo: { bytes: new Uint8Array([137, 80, 78, 71]).buffer, mimeType: 'image/png' },
    });
    const photo = (await formOf(backend.requests[0])).get('photo') as File;
    expect(photo.name).toBe('proof-u2.png');
    expect(photo.type).toBe('image/png');
  });

  it('a retried upload sends the same key, and gets the same proofId with no second photo', async () => {
    const server = idempotentProofBackend();
    backend.setHandler(server.handler);
    const first = await api().uploadProof(upload);
    const retried = await api().uploadProof(upload);

    expect(retried).toEqual(first);
    expect(backend.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      upload.updateId,
      upload.updateId,
    ]);
    expect(server.photos.size).toBe(1);
    expect(server.photos.get(upload.updateId)?.bytes).toEqual(PHOTO);

    // Another change's photo is another photo.
    const other = await api().uploadProof({ ...upload, updateId: 'another-change' });
    expect(other.proofId).not.toBe(first.proofId);
    expect(server.photos.size).toBe(2);
  });

  it('a retry after a lost answer (the server stored the photo, the phone never heard) is one photo', async () => {
    const server = idempotentProofBackend();
    let cut = true;
    backend.setHandler(async (request) => {
      const reply = await server.handler(request);
      if (cut) {
        cut = false;
        return { status: 0, destroy: true };
      }
      return reply;
    });
    const lost = await dispatchApiError(api().uploadProof(upload));
    expect(lost.kind).toBe('offline');
    expect(server.photos.size).toBe(1);

    const { proofId } = await api().uploadProof(upload);
    expect(proofId).toBe(server.photos.get(upload.updateId)?.proofId);
    expect(server.photos.size).toBe(1);
  });
});

describe('uploadProof errors (classified like deliveryUpdate)', () => {
  it('a cut connection is offline and retryable', async () => {
    backend.setHandler(() => ({ status: 0, destroy: true }));
    const error = await dispatchApiError(api().uploadProof(upload));
    expect(error.kind).toBe('offline');
    expect(error.retryable).toBe(true);
  });

  it('a server that does not answer in time is a timeout', async () => {
    backend.setHandler(() => ({ status: 0, hang: true }));
    const error = await dispatchApiError(api({ timeoutMs: 50 }).uploadProof(upload));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it('401 is unauthorized; no signed-in user sends nothing', async () => {
    backend.setHandler(() => ({ status: 401, body: { error: 'Token expired' } }));
    const error = await dispatchApiError(api().uploadProof(upload));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);

    backend.requests.length = 0;
    const signedOut = await dispatchApiError(
      api({ getIdToken: async () => null }).uploadProof(upload),
    );
    expect(signedOut.kind).toBe('unauthorized');
    expect(backend.requests).toHaveLength(0);
  });

  it.each([
    [413, { message: 'Photo too large' }, 'Photo too large'],
    [415, 'Only JPEG or PNG', 'Only JPEG or PNG'],
    [404, undefined, 'The server does not know this order.'],
  ])('%i is rejected, with the server message or a default', async (status, body, message) => {
    backend.setHandler(() => ({ status, body }));
    const error = await dispatchApiError(api().uploadProof(upload));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.retryable).toBe(false);
  });

  it.each([500, 503, 429])('%i is a retryable server error, with Retry-After', async (status) => {
    backend.setHandler(() => ({ status, headers: { 'Retry-After': '9' } }));
    const error = await dispatchApiError(api().uploadProof(upload));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(status);
    expect(error.retryAfterMs).toBe(9000);
    expect(error.retryable).toBe(true);
  });

  it.each([
    ['no proofId', { ok: true }],
    ['an empty proofId', { proofId: '  ' }],
    ['a proofId that is not text', { proofId: { id: 1 } }],
    ['text, not JSON', 'stored'],
    ['no body', undefined],
  ])('a 2xx answer with %s is a retryable server error', async (_label, body) => {
    backend.setHandler(() => ({ status: 200, body }));
    const error = await dispatchApiError(api().uploadProof(upload));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(200);
    expect(error.message).toBe('The server’s answer to the photo upload had no proofId.');
    expect(error.retryable).toBe(true);
  });

  it('a numeric proofId is read as text', async () => {
    backend.setHandler(() => ({ status: 200, body: { proofId: 1234 } }));
    await expect(api().uploadProof(upload)).resolves.toEqual({ proofId: '1234' });
  });
});

describe('deliveryUpdate with proof', () => {
  const update: DeliveryUpdate = {
    receiptId: 'r-1',
    status: 'Delivered',
    dispatchId: 'uid-1',
    updatedAt: 1_763_700_000_500,
    updateId: upload.updateId,
  };

  // The client sends a change only with its owner's token (docs/outbox.md).
  const ownersApi = () => api({ getIdToken: async () => fakeIdToken('uid-1') });

  it('sends updateData.proof when there is one', async () => {
    const proof = { proofId: 'p-77', receivedBy: 'Maria', takenAt: upload.takenAt };
    await ownersApi().deliveryUpdate({ ...update, proof });
    expect(backend.requests[0].body).toEqual({ updateData: { ...update, proof } });
  });

  it('sends no proof field without one (the body is unchanged)', async () => {
    await ownersApi().deliveryUpdate(update);
    expect(backend.requests[0].body).toEqual({ updateData: update });
    expect('proof' in (backend.requests[0].body as { updateData: object }).updateData).toBe(false);
  });
});
