import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '@/outbox';
import { DispatchApiError } from '@/services/ports';
import { useStore } from '@/ui/useStore';
import { createKit, uniqueDbName } from '../outbox/outboxTestKit';

// One hook reads every store (src/platform/store.ts); the outbox is one of them.
describe('useStore', () => {
  it('re-renders with each change of a store (the outbox)', async () => {
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
    const { result } = renderHook(() => useStore(outbox));
    await act(() => outbox.ready);
    expect(result.current).toMatchObject({ loaded: true, waitingCount: 0 });

    await act(() => outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' }));
    expect(result.current).toMatchObject({ waitingCount: 1, online: false });
    outbox.dispose();
  });

  it('is null without a store', () => {
    const { result } = renderHook(() => useStore(null));
    expect(result.current).toBeNull();
  });
});
