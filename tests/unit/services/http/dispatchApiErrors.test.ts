import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/services/ports';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { startTestBackend } from '../../../helpers/testBackend';
import { dispatchApiWorld, update } from './httpApiAgainst';

// The backend client's errors against a real HTTP server on 127.0.0.1 (a CORS request through
// jsdom's XMLHttpRequest, as in dispatchApi.test.ts): what each answer, a missing or
// unrefreshable token, a cut connection, an offline browser and a timeout become.

const { backend, api } = dispatchApiWorld();

describe('errors', () => {
  it('401 is unauthorized', async () => {
    backend.setHandler(() => ({ status: 401, body: { error: 'Token expired' } }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
  });

  it('no signed-in user is unauthorized, and nothing is sent', async () => {
    const error = await dispatchApiError(
      api({ getIdToken: async () => null }).deliveryUpdate(update),
    );
    expect(error.kind).toBe('unauthorized');
    expect(backend.requests).toHaveLength(0);
  });

  it('a token that cannot be refreshed for lack of network is offline, not unauthorized', async () => {
    const getIdToken = async () => {
      throw new AuthError('network', 'Network down');
    };
    const error = await dispatchApiError(api({ getIdToken }).deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.retryable).toBe(true);
  });

  it.each([
    [{ message: 'Receipt r-1 is already delivered' }, 'Receipt r-1 is already delivered'],
    [{ error: 'Unknown status "Lost"' }, 'Unknown status "Lost"'],
    [{ error: { message: 'Nested message' } }, 'Nested message'],
    ['Order not found', 'Order not found'],
  ])('other 4xx is rejected with the server message (%j)', async (body, expected) => {
    backend.setHandler(() => ({ status: 422, body }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(422);
    expect(error.message).toBe(expected);
    expect(error.retryable).toBe(false);
  });

  it('a 4xx without a usable message gets a clear default', async () => {
    backend.setHandler(() => ({ status: 404, body: '<html><body>Not Found</body></html>' }));
    const notFound = await dispatchApiError(api().deliveryUpdate(update));
    expect(notFound.message).toBe('The server does not know this order.');
    backend.setHandler(() => ({ status: 418 }));
    const teapot = await dispatchApiError(api().deliveryUpdate(update));
    expect(teapot.kind).toBe('rejected');
    expect(teapot.message).toBe('The server refused this request (HTTP 418).');
  });

  it.each([500, 502, 503, 408, 429])('%i is a retryable server error', async (status) => {
    backend.setHandler(() => ({ status, body: { message: 'try later' } }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(true);
  });

  it('409 update-in-progress is a retryable server answer that honours Retry-After', async () => {
    for (const body of [
      { code: 'update-in-progress', message: 'Still applying the first attempt' },
      { error: { code: 'update-in-progress' } },
    ]) {
      backend.setHandler(() => ({ status: 409, body, headers: { 'Retry-After': '3' } }));
      const error = await dispatchApiError(api().deliveryUpdate(update));
      expect(error).toMatchObject({ kind: 'server', status: 409, retryAfterMs: 3000 });
      expect(error.retryable).toBe(true);
    }
    // Any other 409 is still a refusal, shown to the dispatcher.
    backend.setHandler(() => ({ status: 409, body: { code: 'conflict', message: 'Delivered' } }));
    const conflict = await dispatchApiError(api().deliveryUpdate(update));
    expect(conflict).toMatchObject({ kind: 'rejected', message: 'Delivered' });
    expect(conflict.retryable).toBe(false);
  });

  it('honours Retry-After in seconds and as a date', async () => {
    backend.setHandler(() => ({ status: 429, headers: { 'Retry-After': '7' } }));
    expect((await dispatchApiError(api().deliveryUpdate(update))).retryAfterMs).toBe(7000);

    const now = Date.parse('2026-01-01T10:00:00Z');
    backend.setHandler(() => ({
      status: 503,
      headers: { 'Retry-After': 'Thu, 01 Jan 2026 10:00:30 GMT' },
    }));
    const dated = await dispatchApiError(api({ now: () => now }).deliveryUpdate(update));
    expect(dated.retryAfterMs).toBe(30_000);

    backend.setHandler(() => ({ status: 503 }));
    expect((await dispatchApiError(api().deliveryUpdate(update))).retryAfterMs).toBeNull();
  });

  it('a cut connection is offline/network', async () => {
    backend.setHandler(() => ({ status: 0, destroy: true }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Could not reach the server.');
    expect(error.retryable).toBe(true);
  });

  it('an unreachable server while the browser is offline says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const closed = await startTestBackend();
    const origin = closed.origin;
    await closed.close();
    const error = await dispatchApiError(api({ backendUrl: origin }).deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.message).toBe('You are offline.');
  });

  it('a server that does not answer in time is a timeout', async () => {
    backend.setHandler(() => ({ status: 0, hang: true }));
    const error = await dispatchApiError(api({ timeoutMs: 50 }).deliveryUpdate(update));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });
});
