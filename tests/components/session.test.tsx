import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/services/ports';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

const now = Date.now();

async function signIn(email: string, password = 'demo1234') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('sign-in', () => {
  it('redirects the empty path to /login', async () => {
    renderApp(createFakeServices(), '/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('asks for the email and the password before calling the server', async () => {
    const services = createFakeServices();
    const signInSpy = vi.spyOn(services.auth, 'signIn');
    renderApp(services, '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address.');
    await user.type(screen.getByLabelText('Email'), 'dispatcher@demo.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
    expect(signInSpy).not.toHaveBeenCalled();
  });

  it('shows a clear message for a wrong password and keeps what was typed', async () => {
    renderApp(createFakeServices(), '/login');
    await signIn('dispatcher@demo.test', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('dispatcher@demo.test');
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a clear message for an unknown account', async () => {
    renderApp(createFakeServices(), '/login');
    await signIn('nobody@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account uses this email address.',
    );
  });

  it('signs a dispatcher in and opens their open orders', async () => {
    renderApp(
      createFakeServices({
        receipts: [receipt('r1', { status: 'Pending', updateTimestamp: now, orderNumber: '1001' })],
      }),
      '/login',
    );
    await signIn('dispatcher@demo.test');
    expect(await screen.findByRole('heading', { name: /Open orders/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order');
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
  });

  it('ends a user without a back-office record on /login with "Access Denied", signed out', async () => {
    const services = createFakeServices();
    renderApp(services, '/login');
    await signIn('no-access@demo.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    // What it means and what to do, not the two words alone.
    expect(within(alert).getByText('Access Denied')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'This account is not set up for Dispatch. Ask the back office to add it, then sign in again.',
    );
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(services.control.signedIn()).toBeNull());
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('no-access@demo.test');
  });

  it('never says "Access Denied" for a record missing only from an empty cache while offline', async () => {
    setOnline(false);
    const services = createFakeServices({ signedInAs: 'no-access@demo.test' });
    services.control.holdRecords(true);
    renderApp(services, '/order');
    expect(
      await screen.findByText("You're offline — connect once to finish signing in."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(services.control.signedIn()).not.toBeNull();
  });
});

describe('route guard', () => {
  it('sends a signed-out visit to /order to /login and returns there after sign-in', async () => {
    renderApp(createFakeServices(), '/delivered');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    await signIn('dispatcher@demo.test');
    expect(await screen.findByRole('heading', { name: /Delivered/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/delivered');
  });

  it('keeps the order id of a guarded detail link through sign-in', async () => {
    renderApp(
      createFakeServices({
        receipts: [receipt('abc', { status: 'Pending', updateTimestamp: now, orderNumber: '77' })],
      }),
      '/order-detail?id=abc',
    );
    await signIn('dispatcher@demo.test');
    expect(await screen.findByRole('heading', { name: 'Order #77' })).toBeInTheDocument();
    expect(window.location.search).toBe('?id=abc');
  });

  it('opens a guarded page directly when already signed in (reload)', async () => {
    renderApp(createFakeServices({ signedInAs: 'dispatcher@demo.test' }), '/order');
    expect(await screen.findByRole('heading', { name: /Open orders/ })).toBeInTheDocument();
  });

  it('shows a not-found page with a way back for unknown paths', async () => {
    renderApp(createFakeServices(), '/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to open orders' })).toHaveAttribute(
      'href',
      '/order',
    );
  });
});

describe('password reset', () => {
  it('asks for the email first', async () => {
    renderApp(createFakeServices(), '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address above');
  });

  /** Firebase mode: no demo controls, so the screen speaks of a real email. */
  function firebaseModeServices() {
    const services = createFakeServices();
    services.sampleData = null;
    services.localPhotos = null;
    return services;
  }

  async function askForReset(services: ReturnType<typeof createFakeServices>, email: string) {
    renderApp(services, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  }

  it('answers alike for a known and an unknown address (no account enumeration)', async () => {
    const services = firebaseModeServices();
    await askForReset(services, 'courier@demo.test');
    const known = (await screen.findByRole('status')).textContent;
    expect(known).toBe(
      'If an account uses courier@demo.test, a password reset link is on its way to it. Check your inbox.',
    );
    expect(services.control.resetEmails).toEqual(['courier@demo.test']);
    cleanup();

    const other = firebaseModeServices();
    await askForReset(other, 'ghost@demo.test');
    expect((await screen.findByRole('status')).textContent).toBe(
      known?.replace('courier@demo.test', 'ghost@demo.test'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(other.control.resetEmails).toEqual([]);
  });

  it('says plainly in demo mode that no email is sent', async () => {
    await askForReset(createFakeServices(), 'ghost@demo.test');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Demo mode sends no emails: no reset link was sent to ghost@demo.test.',
    );
  });

  it('reports a failure to send', async () => {
    const services = createFakeServices();
    services.auth.sendPasswordReset = async () => {
      throw new AuthError('network', 'no connection');
    };
    setOnline(false);
    await askForReset(services, 'courier@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('You’re offline.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('sign-out', () => {
  it('returns to /login signed out', async () => {
    const services = createFakeServices({ signedInAs: 'dispatcher@demo.test' });
    renderApp(services, '/order');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.control.signedIn()).toBeNull();
  });
});

describe('a slow access check', () => {
  it('says the server is not answering after a while, with a way out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const services = createFakeServices({ signedInAs: 'dispatcher@demo.test' });
      services.control.holdRecords(false);
      renderApp(services, '/order');
      expect(await screen.findByText('Checking your access…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText(/the server is not answering/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
