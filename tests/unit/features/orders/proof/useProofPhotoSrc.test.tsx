import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { useProofPhotoSrc } from '@/features/orders/proof/useProofPhotoSrc';
import { AppEnvironmentProvider } from '@/features/shared/services';
import { createFakeServices, type FakeServices } from '../../../../support/fakeServices';

// jsdom has no object URLs: a stand-in records what was made and revoked.
const made = new Map<string, Blob>();
const revoked: string[] = [];
const original = {
  create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

beforeEach(() => {
  made.clear();
  revoked.length = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${made.size + 1}`;
      made.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
});

afterEach(() => {
  for (const [name, descriptor] of [
    ['createObjectURL', original.create],
    ['revokeObjectURL', original.revoke],
  ] as const) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
});

const config = (() => {
  const result = parseEnv({});
  if (!result.ok) throw new Error('expected the default config');
  return result.config;
})();

function wrapperFor(services: FakeServices) {
  return ({ children }: { children: ReactNode }) => (
    <AppEnvironmentProvider config={config} services={services}>
      {children}
    </AppEnvironmentProvider>
  );
}

const BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 1, 2, 3]);

describe('useProofPhotoSrc', () => {
  it('shows the photo kept on the phone, and revokes its URL when it goes', async () => {
    const local = { bytes: BYTES.slice().buffer, mimeType: 'image/jpeg' };
    const { result, unmount } = renderHook(
      () => useProofPhotoSrc(local, 'https://cdn.example.com/p.jpg'),
      { wrapper: wrapperFor(createFakeServices()) },
    );
    await waitFor(() => expect(result.current).toMatch(/^blob:test\//));
    const blob = made.get(result.current as string)!;
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BYTES);
    const src = result.current;
    unmount();
    expect(revoked).toContain(src);
  });

  it('shows the backend’s http(s) URL as it is when nothing is local', () => {
    const { result } = renderHook(() => useProofPhotoSrc(null, 'https://cdn.example.com/p.jpg'), {
      wrapper: wrapperFor(createFakeServices()),
    });
    expect(result.current).toBe('https://cdn.example.com/p.jpg');
  });

  it('reads a demo photo from the demo backend', async () => {
    const services = createFakeServices();
    const { proofId } = await services.dispatchApi.uploadProof({
      receiptId: 'r-1',
      updateId: 'u-1',
      takenAt: 1,
      photo: { bytes: BYTES.slice().buffer, mimeType: 'image/jpeg' },
    });
    const { result } = renderHook(() => useProofPhotoSrc(null, `local-photo:${proofId}`), {
      wrapper: wrapperFor(services),
    });
    await waitFor(() => expect(result.current).toMatch(/^blob:test\//));
    expect(new Uint8Array(await made.get(result.current as string)!.arrayBuffer())).toEqual(BYTES);
  });

  it('shows nothing for no photo, or a demo photo that is gone', async () => {
    const services = createFakeServices();
    const none = renderHook(() => useProofPhotoSrc(null, null), { wrapper: wrapperFor(services) });
    expect(none.result.current).toBeNull();
    const gone = renderHook(() => useProofPhotoSrc(null, 'local-photo:missing'), {
      wrapper: wrapperFor(services),
    });
    // Let the read settle, then check nothing was made.
    await services.localPhotos?.read('local-photo:missing');
    expect(gone.result.current).toBeNull();
    expect(made.size).toBe(0);
  });
});
