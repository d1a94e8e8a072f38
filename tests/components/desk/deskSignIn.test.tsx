import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDesk } from './deskSupport';

// Who may use the desk (docs/desk.md#who): a manager signs in and sees the board; a driver's
// account, or one with no back-office record, is refused with a clear sentence, signed out of
// the desk, and sees no board.

async function signIn(
  user: ReturnType<typeof renderDesk>['user'],
  email: string,
  password = 'demo1234',
) {
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  await user.type(field, email);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the desk’s sign-in', () => {
  it('lets a manager in: the board, the manager’s name and "Sign out" in the header', async () => {
    const { user, services } = renderDesk();
    await signIn(user, 'manager@demo.test');
    expect(await screen.findByRole('heading', { name: 'Desk', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Marta Silva')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(services.control.signedIn()).toBeNull();
  });

  it('refuses a driver with a clear sentence, signs them out of the desk, shows no board', async () => {
    const { user, services } = renderDesk();
    await signIn(user, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "This account is not a back-office manager. Sign in with a manager's account to use the desk.",
    );
    expect(screen.getByRole('link', { name: 'Open the driver app' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(services.control.signedIn()).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Desk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unassigned' })).not.toBeInTheDocument();
    // The form is empty of the refused password, and the reason goes once the form is used.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await signIn(user, 'manager@demo.test');
    expect(await screen.findByRole('heading', { name: 'Desk', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an account the server says has no back-office record', async () => {
    const { user, services } = renderDesk();
    await signIn(user, 'no-access@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has no back-office record.',
    );
    await waitFor(() => expect(services.control.signedIn()).toBeNull());
  });

  it('never refuses on the cache’s word alone: an offline start keeps checking', async () => {
    const { user, services } = renderDesk({ recordsFromCacheOnly: true });
    await signIn(user, 'dispatcher@demo.test');
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(services.control.signedIn()?.email).toBe('dispatcher@demo.test');
  });

  it('says what went wrong with the password, and asks for what is missing', async () => {
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address.');
    await signIn(user, 'manager@demo.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  });

  it('lists the demo accounts and fills the form with one', async () => {
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Use manager@demo.test' }));
    expect(screen.getByLabelText('Email')).toHaveValue('manager@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });
});
