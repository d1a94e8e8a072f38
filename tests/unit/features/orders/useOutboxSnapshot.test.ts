import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOutboxSnapshot } from '@/features/orders/useOutboxSnapshot';
import { createOutbox } from '@/outbox';
import { DispatchApiError } from '@/services/ports';
import { createKit, uniqueDbName } from '../../outbox/outboxTestKit';

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
