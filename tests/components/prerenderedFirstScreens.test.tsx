import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '@/app/AppRoot';
import { mountApp } from '@/app/mountApp';
import { prerenderFirstScreen } from '@/app/prerender';
import type { FirstScreen } from '@/app/ServicesBoot';
import { parseEnv, type ConfigResult } from '@/config/env';
import { noAppUpdates } from '@/features/pwa';
import { deferred } from '@/platform';
import type { Services } from '@/services/ports';
import { createFakeServices } from '../support/fakeServices';

// The build writes these screens into index.html and login.html (scripts/vite/
// prerenderFirstScreens.ts), and the browser hydrates them. If the markup drifted from what
// React renders first, hydration would fail and the screen would be drawn again (a flash, and
// what the dispatcher had typed lost): these tests hydrate the prerendered markup as the
// browser does and fail on any mismatch.

const BUILDS: Record<'demo' | 'firebase', ConfigResult> = {
  demo: parseEnv({}),
  firebase: parseEnv({
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'dispatch-test.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'dispatch-test',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_BACKEND_URL: 'https://backend.test',
  }),
};

let mounted: { root: Root; container: HTMLElement } | null = null;
afterEach(() => {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
});

/**
 * Puts the prerendered markup on the page, lets `beforeHydration` act on it as a dispatcher
 * would before the scripts arrive, then hydrates it as src/main.tsx does.
 */
function hydrate(
  firstScreen: FirstScreen,
  config: ConfigResult,
  load: () => Promise<Services>,
  beforeHydration: (container: HTMLElement) => void = () => {},
) {
  window.history.replaceState(null, '', firstScreen === 'login' ? '/login' : '/order');
  const markup = prerenderFirstScreen(firstScreen, config);
  const container = document.createElement('div');
  container.innerHTML = markup;
  container.dataset.firstScreen = firstScreen;
  document.body.append(container);
  beforeHydration(container);
  const firstElement = container.querySelector('main');
  // As the browser parsed it (attribute names in lower case, and so on).
  const parsed = container.innerHTML;
  const recoverableErrors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  let root: Root | null = null;
  act(() => {
    root = mountApp(
      container,
      <AppRoot config={config} updates={noAppUpdates} firstScreen={firstScreen} load={load} />,
      true,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  if (!root) throw new Error('not mounted');
  mounted = { root, container };
  return { parsed, container, firstElement, recoverableErrors, consoleErrors };
}

describe.each(Object.keys(BUILDS) as (keyof typeof BUILDS)[])('the %s build', (build) => {
  it.each<FirstScreen>(['starting', 'login'])(
    'hydrates its prerendered %s screen as it is, without drawing it again',
    async (firstScreen) => {
      const never = new Promise<Services>(() => {});
      const page = hydrate(firstScreen, BUILDS[build], () => never);
      await act(async () => {});
      expect(page.recoverableErrors).toEqual([]);
      expect(page.consoleErrors).not.toHaveBeenCalled();
      expect(page.container.querySelector('main')).toBe(page.firstElement);
      expect(page.container.innerHTML).toBe(page.parsed);
    },
  );
});

describe('the prerendered screens', () => {
  it('show "Starting Dispatch…" on the shell and the sign-in form on login.html', () => {
    const starting = prerenderFirstScreen('starting', BUILDS.demo);
    expect(starting).toContain('<p role="status">Starting Dispatch…</p>');
    expect(starting).not.toContain('<form');
    const login = prerenderFirstScreen('login', BUILDS.firebase);
    expect(login).toContain('<form class="login__form"');
    expect(login).not.toContain('Starting Dispatch…');
    expect(login).not.toContain('Demo data');
    expect(prerenderFirstScreen('login', BUILDS.demo)).toContain('Demo data');
  });
});

describe('the prerendered sign-in form, before the adapters have loaded', () => {
  it('keeps what was typed when they arrive, and the demo accounts listed from the start', async () => {
    const adapters = deferred<Services>();
    const page = hydrate('login', BUILDS.demo, () => adapters.promise);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'dispatcher@demo.test');
    const accounts = screen.getByRole('heading', { name: 'Demo accounts' });
    expect(screen.getByText('no-access@demo.test')).toBeInTheDocument();

    await act(async () => adapters.resolve(createFakeServices()));

    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBe(accounts);
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('dispatcher@demo.test');
    expect(page.recoverableErrors).toEqual([]);
  });

  it('signs in once they arrive when "Sign in" was tapped before', async () => {
    const adapters = deferred<Services>();
    hydrate('login', BUILDS.demo, () => adapters.promise);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'dispatcher@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();

    const services = createFakeServices();
    await act(async () => adapters.resolve(services));

    await waitFor(() => expect(services.control.signedIn()?.email).toBe('dispatcher@demo.test'));
  });

  it('says Dispatch could not start when they fail to load, with a way to retry', async () => {
    const adapters = deferred<Services>();
    hydrate('login', BUILDS.firebase, () => adapters.promise);
    await act(async () =>
      adapters.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(
      await screen.findByRole('heading', { name: 'Dispatch could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('the prerendered sign-in form, before React owns it', () => {
  /** What a dispatcher does before the scripts arrive: the browser alone types and submits. */
  function typeAndTapSignIn(container: HTMLElement) {
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const email = field('email');
    const password = field('password');
    if (!email || !password) throw new Error('the prerendered form has no email or password');
    email.value = 'dispatcher@demo.test';
    password.value = 'demo1234';
    // public/boot.js holds the browser's own submit and marks the form.
    container.querySelector('form')?.setAttribute('data-held-submit', '');
  }

  it('hands what was typed to React and sends the held "Sign in" once hydrated', async () => {
    const services = createFakeServices();
    const page = hydrate('login', BUILDS.demo, async () => services, typeAndTapSignIn);

    await waitFor(() => expect(services.control.signedIn()?.email).toBe('dispatcher@demo.test'));
    expect(page.recoverableErrors).toEqual([]);
    expect(page.container.querySelector('form[data-held-submit]')).toBeNull();
    // The boot script holds submits only while #root still marks the prerendered screen.
    expect(page.container.dataset.firstScreen).toBeUndefined();
  });

  it('keeps typed text that was not submitted, and sends nothing', async () => {
    const services = createFakeServices();
    hydrate(
      'login',
      BUILDS.firebase,
      async () => services,
      (container) => {
        typeAndTapSignIn(container);
        container.querySelector('form')?.removeAttribute('data-held-submit');
      },
    );

    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('demo1234'));
    expect(screen.getByLabelText('Email')).toHaveValue('dispatcher@demo.test');
    await act(async () => {});
    expect(services.control.signedIn()).toBeNull();
  });
});
