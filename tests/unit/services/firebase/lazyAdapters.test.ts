import { describe, expect, it, vi } from 'vitest';
import type { FirestoreAdapters } from '@/services/firebase/firestoreAdapters';
import {
  lazyBackOfficeUsers,
  lazyReceiptFeed,
  lazyUtilities,
  isSignedInStart,
  once,
} from '@/services/firebase/lazyAdapters';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeAdapters() {
  const stopFeed = vi.fn();
  const stopUser = vi.fn();
  const adapters: FirestoreAdapters = {
    receipts: { watch: vi.fn(() => stopFeed) },
    backOfficeUsers: { watch: vi.fn(() => stopUser) },
    utilities: { getOriginAddress: vi.fn(async () => null) },
  };
  return { adapters, stopFeed, stopUser };
}

describe('lazy Firestore adapters', () => {
  it('subscribe once the SDK has loaded and pass the unsubscribe through', async () => {
    const load = deferred<FirestoreAdapters>();
    const { adapters, stopFeed } = fakeAdapters();
    const feed = lazyReceiptFeed(() => load.promise);
    const stop = feed.watch({ dispatchId: 'u', since: 0 }, vi.fn(), vi.fn());
    expect(adapters.receipts.watch).not.toHaveBeenCalled();
    load.resolve(adapters);
    await vi.waitFor(() =>
      expect(adapters.receipts.watch).toHaveBeenCalledWith(
        { dispatchId: 'u', since: 0 },
        expect.any(Function),
        expect.any(Function),
      ),
    );
    stop();
    expect(stopFeed).toHaveBeenCalledOnce();
  });

  it('never subscribe when unsubscribed before the SDK arrived', async () => {
    const load = deferred<FirestoreAdapters>();
    const { adapters } = fakeAdapters();
    const users = lazyBackOfficeUsers(() => load.promise);
    const stop = users.watch('u', vi.fn(), vi.fn());
    stop();
    // Another subscription, made after and kept: once it is made, the SDK has reached the first.
    users.watch('kept', vi.fn(), vi.fn());
    load.resolve(adapters);
    await vi.waitFor(() =>
      expect(adapters.backOfficeUsers.watch).toHaveBeenCalledWith(
        'kept',
        expect.any(Function),
        expect.any(Function),
      ),
    );
    expect(adapters.backOfficeUsers.watch).toHaveBeenCalledOnce();
  });

  it('report a failed SDK download through onError', async () => {
    const onError = vi.fn();
    lazyBackOfficeUsers(() => Promise.reject(new TypeError('Failed to fetch module'))).watch(
      'u',
      vi.fn(),
      onError,
    );
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Failed to fetch module' }),
      ),
    );
  });

  it('utilities wait for the SDK, and reject when it cannot load', async () => {
    const { adapters } = fakeAdapters();
    await expect(lazyUtilities(async () => adapters).getOriginAddress()).resolves.toBeNull();
    await expect(
      lazyUtilities(() => Promise.reject(new Error('offline'))).getOriginAddress(),
    ).rejects.toThrow('offline');
  });

  it('once shares one load, and retries after a failure', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('sdk');
    const load = once(loader);
    await expect(load()).rejects.toThrow('offline');
    await expect(Promise.all([load(), load()])).resolves.toEqual(['sdk', 'sdk']);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('isSignedInStart', () => {
  it.each(['/order', '/delivered', '/order-detail', '/order/'])(
    'opens Firestore early for a start on %s (only a signed-in user stays there)',
    (path) => {
      expect(isSignedInStart(path)).toBe(true);
    },
  );

  it.each(['/login', '/login/', '/', ''])(
    'keeps Firestore out of a start on "%s" (the sign-in form, or on the way to it)',
    (path) => {
      expect(isSignedInStart(path)).toBe(false);
    },
  );
});
