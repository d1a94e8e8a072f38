import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBeforeFirstRender, type EarlyLoaders } from '@/app/loadBeforeFirstRender';
import { deferred } from '@/platform';
import type { Services } from '@/services/ports';
import { createFakeServices } from '../../support/fakeServices';
import { demoConfig } from '../../support/renderApp';

// A remembered start renders once the adapters and the signed-in screens are here; a start
// whose loads hang or fail hydrates the starting screen as any other and lets it say so.

const CONFIG = { ok: true, config: demoConfig } as const;
const WAIT_MS = 2_000;

function loaders() {
  const services = deferred<Services>();
  const screens = deferred<unknown>();
  const language = deferred<void>();
  const fakes: EarlyLoaders = {
    services: vi.fn(() => services.promise),
    signedInScreens: vi.fn(() => screens.promise),
    language: vi.fn(() => language.promise),
  };
  return { services, screens, language, fakes };
}

/** Whether `promise` has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadBeforeFirstRender', () => {
  it('gives the adapters once they and the signed-in screens are both here', async () => {
    const { services, screens, fakes } = loaders();
    const early = loadBeforeFirstRender(CONFIG, WAIT_MS, fakes)!;
    const adapters = createFakeServices();
    services.resolve(adapters);
    expect(await settled(early)).toBe(false); // the screens' chunk is still on its way
    screens.resolve({});
    const start = await early;
    expect(start.loaded).toBe(adapters);
    await expect(start.load(demoConfig)).resolves.toBe(adapters);
    expect(fakes.services).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after its limit, and hands on the load already under way', async () => {
    const { services, fakes } = loaders();
    const early = loadBeforeFirstRender(CONFIG, WAIT_MS, fakes)!;
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(await settled(early)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const start = await early;
    expect(start.loaded).toBeNull();
    const adapters = createFakeServices();
    services.resolve(adapters);
    await expect(start.load(demoConfig)).resolves.toBe(adapters);
    expect(fakes.services).toHaveBeenCalledTimes(1); // not loaded a second time
  });

  it('does not wait on a load that failed: the error reaches the starting screen', async () => {
    const { services, fakes } = loaders();
    const early = loadBeforeFirstRender(CONFIG, WAIT_MS, fakes)!;
    const failure = new Error('chunk missing');
    services.reject(failure);
    const start = await early;
    expect(start.loaded).toBeNull();
    await expect(start.load(demoConfig)).rejects.toBe(failure);
  });

  it('falls back as well when only the signed-in screens fail to load', async () => {
    const { services, screens, fakes } = loaders();
    const early = loadBeforeFirstRender(CONFIG, WAIT_MS, fakes)!;
    services.resolve(createFakeServices());
    screens.reject(new Error('offline'));
    expect((await early).loaded).toBeNull();
  });

  it('loads nothing for a broken configuration (its screen needs no adapters)', () => {
    const { fakes } = loaders();
    expect(loadBeforeFirstRender({ ok: false, problems: ['x'] }, WAIT_MS, fakes)).toBeNull();
    expect(fakes.services).not.toHaveBeenCalled();
  });
});
