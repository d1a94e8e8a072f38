import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/services/ports';
import { showLanguage } from '@/ui/i18n';
import { createFakeServices } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// A sign-in error is worded by its code, from the driver app's catalogue, in the language shown
// (docs/i18n.md): never the adapter's English sentence.

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => showLanguage('en'));
});

async function signIn(email: string, password: string, labels = { password: 'Password' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText(labels.password), password);
  return user;
}

describe('a sign-in error in the reader’s language', () => {
  it('reads a wrong password in Portuguese, not the adapter’s English', async () => {
    await act(() => showLanguage('pt-PT'));
    renderApp(createFakeServices(), '/login');
    const user = await signIn('dispatcher@demo.test', 'nope', { password: 'Palavra-passe' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O email ou a palavra-passe estão incorretos.');
    expect(alert).not.toHaveTextContent(/wrong|password/i);
  });

  it('words a network failure by whether the browser is online', async () => {
    const services = createFakeServices();
    services.auth.signIn = async () => {
      throw new AuthError('network', 'auth/network-request-failed');
    };
    renderApp(services, '/login');
    const user = await signIn('dispatcher@demo.test', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t reach the server. Check your connection and try again.',
    );

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/^You’re offline\. Connect to the internet/)).toBeVisible();
  });
});
