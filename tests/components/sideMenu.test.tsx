import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServices, DEFAULT_ACCOUNTS } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';
import { now, signedIn, startEachTestWithEmptyOutbox, todaysReceipts } from './ordersSupport';

// The side menu: the logo (drawn once the page is idle or the menu opens), the two links,
// sign-out and the footer, the drawer's Menu button, the "Demo data" badge, and "Open the desk"
// for a manager only.

startEachTestWithEmptyOutbox();

describe('side menu', () => {
  it('has the logo, the two links, sign-out and the footer', async () => {
    renderApp(signedIn(), '/order');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('img', { name: 'Dispatch' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Order/ })).toHaveAttribute('href', '/order');
    expect(within(menu).getByRole('link', { name: /^Delivered/ })).toHaveAttribute(
      'href',
      '/delivered',
    );
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).getByText('v0.0.3')).toBeInTheDocument();
    const copyright = within(menu).getByRole('link', {
      name: `© ${new Date().getFullYear()} Test Foods`,
    });
    expect(copyright).toHaveAttribute('href', 'https://foods.test/');
  });

  it("draws the closed menu's logo once the page is idle, or at once when the menu opens", async () => {
    renderApp(signedIn(), '/order');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const logo = within(menu).getByRole('img', { name: 'Dispatch' });
    // jsdom is phone-sized here (no matchMedia) and has no requestIdleCallback: its page counts
    // as idle 2 s after load, well after this. Until then the logo waits, named and sized.
    expect(logo).not.toHaveAttribute('src');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(logo).toHaveAttribute('src', '/logo.svg');
  });

  it('opens and closes as a drawer from the Menu button', async () => {
    renderApp(signedIn(), '/order');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const user = userEvent.setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: /^Delivered/,
      }),
    );
    expect(await screen.findByRole('heading', { name: /Delivered/ })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the "Demo data" badge in demo mode', async () => {
    renderApp(signedIn(), '/order');
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
  });

  it('offers a manager "Open the desk", a plain link to /desk', async () => {
    const menu = await menuOfUserWithRole(' Manager ');
    const desk = await within(menu).findByRole('link', { name: 'Open the desk' });
    expect(desk).toHaveAttribute('href', '/desk');
  });

  it('does not offer a driver the desk, whatever the record calls the role', async () => {
    for (const role of [undefined, 'dispatcher', 'courier', 'managers']) {
      const menu = await menuOfUserWithRole(role);
      await within(menu).findByRole('link', { name: /^Order/ });
      expect(within(menu).queryByRole('link', { name: 'Open the desk' })).toBeNull();
      cleanup();
    }
  });
});

/** The side menu of the dispatcher whose back-office record has this role. */
async function menuOfUserWithRole(role: string | undefined) {
  const accounts = DEFAULT_ACCOUNTS.map((account) =>
    account.email === 'dispatcher@demo.test' ? { ...account, role } : account,
  );
  renderApp(
    createFakeServices({
      accounts,
      signedInAs: 'dispatcher@demo.test',
      receipts: todaysReceipts(),
      now,
    }),
    '/order',
  );
  return screen.findByRole('navigation', { name: 'Main menu' });
}
