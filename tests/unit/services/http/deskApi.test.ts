import { describe, expect, it } from 'vitest';
import { assignResultsOf, createHttpDeskApi } from '@/services/http/deskApi';
import { fakeIdToken } from '../../../helpers/idToken';
import { testBackendForFile } from '../../../helpers/testBackend';

// The desk's POST /desk/assign over HTTP (docs/backend-contract.md#desk-assign), against a real
// HTTP server on 127.0.0.1, CORS and all, as the driver app's calls are tested.

const backend = testBackendForFile();
const MANAGER_TOKEN = fakeIdToken('manager-1');
const api = () =>
  createHttpDeskApi({ backendUrl: `${backend.origin}/`, getIdToken: async () => MANAGER_TOKEN });

const request = {
  receiptIds: ['r-1', 'r-2'],
  dispatchId: 'driver-2',
  expected: { 'r-1': 'driver-1', 'r-2': null },
};

describe('the desk’s assign call', () => {
  it('POSTs the request with the desk’s Bearer token and the action’s Idempotency-Key', async () => {
    backend.setHandler(() => ({
      status: 200,
      body: {
        results: [
          { receiptId: 'r-1', result: 'assigned', dispatchId: 'driver-2', updateTimestamp: 5 },
          { receiptId: 'r-2', result: 'assignment-changed', dispatchId: 'driver-3' },
        ],
      },
    }));
    const results = await api().assign(request, 'action-1');
    const [sent] = backend.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/desk/assign');
    expect(sent?.headers.authorization).toBe(`Bearer ${MANAGER_TOKEN}`);
    expect(sent?.headers['idempotency-key']).toBe('action-1');
    expect(sent?.body).toEqual(request);
    expect(results).toEqual([
      { receiptId: 'r-1', result: 'assigned', dispatchId: 'driver-2', updateTimestamp: 5 },
      {
        receiptId: 'r-2',
        result: 'assignment-changed',
        dispatchId: 'driver-3',
        updateTimestamp: null,
      },
    ]);
  });

  it('classifies a refusal as the driver app’s calls are: 403 with its code', async () => {
    backend.setHandler(() => ({
      status: 403,
      body: { code: 'not-a-manager', message: 'Only a manager may assign orders.' },
    }));
    await expect(api().assign(request, 'action-2')).rejects.toMatchObject({
      name: 'DispatchApiError',
      kind: 'rejected',
      status: 403,
      code: 'not-a-manager',
      message: 'Only a manager may assign orders.',
    });
  });

  it('reports a lost connection as offline: nothing was assigned', async () => {
    backend.setHandler(() => ({ status: 0, destroy: true }));
    await expect(api().assign(request, 'action-3')).rejects.toMatchObject({
      kind: 'offline',
    });
  });
});

describe('assignResultsOf', () => {
  const asked = { receiptIds: ['r'], dispatchId: null, expected: { r: null } };
  const good = { receiptId: 'r', result: 'unchanged', dispatchId: null, updateTimestamp: null };

  it('reads one result per order asked about, in the order asked', () => {
    expect(assignResultsOf({ results: [good] }, asked)).toEqual([good]);
  });

  it('refuses an answer it cannot read whole as a server failure', () => {
    for (const body of [{ ok: true }, '', [good], { results: [{ ...good, result: 'maybe' }] }]) {
      expect(() => assignResultsOf(body, asked)).toThrow(
        expect.objectContaining({ kind: 'server' }),
      );
    }
  });
});
