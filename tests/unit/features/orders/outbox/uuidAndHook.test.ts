import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createOutbox,
  randomUuid,
  useOutboxSnapshot,
} from '../../../../../src/features/orders/outbox';
import { DispatchApiError } from '../../../../../src/services/ports';
import { createKit, uniqueDbName } from './outboxTestKit';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(randomUuid()).toMatch(UUID_V4);
  });

  it('falls back to getRandomValues outside secure contexts', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe('useOutboxSnapshot', () => {
  it('re-renders with each change of the outbox', async () => {
    const kit = createKit();
    kit.network.online = false;
    const outbox = createOutbox({
      uid: 'alice',
      api: {
        deliveryUpdate: async () => {
          throw new DispatchApiError('offline', 'You are offline.');
        },
      },
      refreshToken: async () => undefined,
      currentUid: () => 'alice',
      dbName: uniqueDbName(),
      ...kit.testOptions,
    });
    const { result } = renderHook(() => useOutboxSnapshot(outbox));
    await act(() => outbox.ready);
    expect(result.current).toMatchObject({ loaded: true, waitingCount: 0 });

    await act(() => outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' }));
    expect(result.current).toMatchObject({ waitingCount: 1, online: false });
    outbox.dispose();
  });

  it('is null without an outbox', () => {
    const { result } = renderHook(() => useOutboxSnapshot(null));
    expect(result.current).toBeNull();
  });
});
