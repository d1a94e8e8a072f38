import { DispatchApiError, type AuthGateway, type DispatchApi } from '../ports';

// STOPGAP: a minimal fetch-based DispatchApi so Firebase mode runs end to end until the axios
// client of src/services/http lands; then index.ts uses createHttpDispatchApi and this file
// goes. It follows the contract of DESIGN.md §7 only as far as the outbox needs: Bearer token
// fetched at send time, Idempotency-Key, errors classified for retrying.

const TIMEOUT_MS = 15_000;

function classify(status: number, message: string): DispatchApiError {
  if (status === 401) return new DispatchApiError('unauthorized', message, status);
  if (status === 408) return new DispatchApiError('timeout', message, status);
  if (status === 429 || status >= 500) return new DispatchApiError('server', message, status);
  return new DispatchApiError('rejected', message, status);
}

export function createStopgapDispatchApi(backendUrl: string, auth: AuthGateway): DispatchApi {
  async function post(path: string, body: unknown, extraHeaders: Record<string, string> = {}) {
    const token = await auth.getIdToken();
    if (token === null) throw new DispatchApiError('unauthorized', 'Not signed in.');
    let response: Response;
    try {
      response = await fetch(`${backendUrl}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json, text/plain, */*',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...extraHeaders,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw timedOut
        ? new DispatchApiError('timeout', 'The server took too long to answer.', null, {
            cause: error,
          })
        : new DispatchApiError('offline', 'Could not reach the server.', null, { cause: error });
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, 300);
      throw classify(response.status, text || `The server answered ${response.status}.`);
    }
  }

  return {
    deliveryUpdate: (update) =>
      post('/order/deliveryupdate', { updateData: update }, { 'Idempotency-Key': update.updateId }),
    tokenUpdate: (update) => post('/portal/tokenupdate', { userData: update }),
  };
}
