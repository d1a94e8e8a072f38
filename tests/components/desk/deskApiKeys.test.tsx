import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { renderBoard } from './deskSupport';

// "Settings" → "API keys" (docs/desk.md#settings): made with a name and shown once, revoked
// only after asking, the demo's note, and the failures said.

async function openSettings() {
  const rendered = await renderBoard();
  await rendered.user.click(screen.getByRole('button', { name: 'Settings' }));
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByText('No API keys yet.');
  return rendered;
}

describe('API keys', () => {
  it('says in demo mode that the intake API is served only by Cloud Functions', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    expect(screen.getByText(/has no HTTP port, so the intake API/)).toHaveTextContent(
      'POST /orders/intake',
    );
  });

  it('makes a named key and shows it once, with a copy button', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveAccessibleDescription(
      'Enter a name for the key',
    );

    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Till');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const made = await screen.findByText('The key for Till:');
    const panel = made.parentElement as HTMLElement;
    const secret = `dsp_key1_${'0'.repeat(64)}`;
    expect(within(panel).getByText(secret)).toBeVisible();
    expect(within(panel).getByText(/it won’t be shown again/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(panel).getByText('Copied.')).toBeVisible();

    // Listed, never with its secret; once "Done", the secret is gone from the page.
    expect(await screen.findByText('Till')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('asks before revoking a key, and revokes it only when told', async () => {
    const { user, services } = await renderBoard();
    await services.ordersIn.createApiKey('Till');
    await services.ordersIn.createApiKey('Online shop');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Till' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Till?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await services.ordersIn.listApiKeys()).every((key) => key.revokedAt === null)).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Revoke Till' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText(/^Revoked /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke Till' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke Online shop' })).toBeVisible();
    const keys = await services.ordersIn.listApiKeys();
    expect(keys.find((key) => key.name === 'Till')?.revokedAt).not.toBeNull();
  });

  it('says why the keys cannot be listed, and tries again', async () => {
    const rendered = await renderBoard();
    rendered.services.ordersIn.fail(new DispatchApiError('rejected', 'Forbidden', 403));
    await rendered.user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server says this account is not a manager.',
    );
    rendered.services.ordersIn.fail(null);
    await rendered.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API keys yet.')).toBeVisible();
  });
});
