import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { setPasswordLinkOf } from '../../support/fakeDrivers';
import { ANA, listedNames, MARTA, renderDrivers, RUI, TIAGO } from './deskDriversSupport';

// "Drivers" (docs/team.md): the list and its states; "Invite driver" and "Deactivate", happy and
// failing.

afterEach(() => vi.restoreAllMocks());

const article = (name: string) => screen.getByRole('article', { name });

describe('the drivers’ list', () => {
  it('shows each active driver, on shift first, with contact, last seen and today’s counts', async () => {
    renderDrivers();
    expect(screen.getByText('Loading the drivers…')).toBeVisible();
    expect(await listedNames()).toEqual(['Tiago Costa', 'Ana Ribeiro', 'Rui Lopes']);
    const tiago = article('Tiago Costa');
    expect(within(tiago).getByText('courier@demo.test')).toBeVisible();
    expect(within(tiago).getByText('+351 936 207 554')).toBeVisible();
    expect(within(tiago).getByText('On shift')).toBeVisible();
    expect(within(tiago).getByText('last seen 2 min ago')).toBeVisible();
    expect(within(tiago).getByText('Today: 2 delivered, 1 open')).toBeVisible();
    expect(within(tiago).queryByText(/out of date/)).toBeNull();
    // Ana's position is 7 minutes old: said in words, not by colour only.
    const ana = article('Ana Ribeiro');
    expect(within(ana).getByText('Position out of date: none for over 5 minutes')).toBeVisible();
    expect(within(ana).getByText('Today: 0 delivered, 1 open')).toBeVisible();
    const rui = article('Rui Lopes');
    expect(within(rui).getByText('Off shift')).toBeVisible();
    expect(within(rui).getByText('not seen yet')).toBeVisible();
    expect(within(rui).getByText('No phone number')).toBeVisible();
    // The manager is no driver; the deactivated one is apart, with nothing to act on.
    expect(screen.queryByRole('article', { name: MARTA.name ?? '' })).toBeNull();
    const apart = screen.getByRole('region', { name: 'Deactivated drivers' });
    expect(within(apart).getByText('Zé Antigo')).toBeVisible();
    expect(within(apart).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Zé Antigo' })).toBeNull();
  });

  it('says when nobody is a driver yet, and still offers the invitation', async () => {
    renderDrivers({ users: [MARTA] });
    expect(await screen.findByRole('heading', { name: 'No drivers yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invite driver' })).toBeEnabled();
  });

  it('says what failed and tries again', async () => {
    const { services, user } = renderDrivers();
    await listedNames();
    services.drivers.failTeam('permission denied');
    expect(await screen.findByText('What went wrong: permission denied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await listedNames()).toEqual(['Tiago Costa', 'Ana Ribeiro', 'Rui Lopes']);
  });

  it('still lists the drivers when the shift records fail, saying what is not known', async () => {
    const { services } = renderDrivers();
    await listedNames();
    services.drivers.failShifts('shifts unavailable');
    expect(await screen.findByText(/not known just now: shifts unavailable/)).toBeVisible();
    expect(screen.queryByText('On shift')).toBeNull();
    expect(article('Tiago Costa')).toBeVisible();
  });

  it('offline, keeps the last known list under a banner and refuses to deactivate', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { services, user } = renderDrivers();
    await listedNames();
    expect(screen.getByText(/You're offline. This is the list as it was last known/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deactivate Tiago Costa' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You're offline: Tiago Costa was not deactivated.",
    );
    expect(services.drivers.deactivateCalls).toEqual([]);
  });

  it('shows very long names and emails whole', async () => {
    const name = `Maria ${'Longname'.repeat(30)}`;
    const email = `${'a'.repeat(200)}@example.test`;
    renderDrivers({ users: [{ ...ANA, name, email }] });
    await listedNames();
    expect(screen.getByRole('heading', { name })).toBeVisible();
    expect(screen.getByText(email)).toBeVisible();
    expect(screen.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();
  });
});

describe('Deactivate', () => {
  it('asks first, then gives the open orders back and moves the driver apart', async () => {
    const { services, user } = renderDrivers();
    await listedNames();
    await user.click(screen.getByRole('button', { name: 'Deactivate Tiago Costa' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Tiago Costa?' });
    expect(dialog).toHaveTextContent('Their 1 open order goes back to Unassigned.');
    // The screen behind is hidden while it asks: its one "Deactivate" is the dialog's.
    expect(screen.queryByRole('button', { name: 'Deactivate Tiago Costa' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(services.drivers.deactivateCalls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Deactivate Tiago Costa' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Deactivate Tiago Costa' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Tiago Costa was deactivated. 1 open order went back to Unassigned.'),
    ).toBeVisible();
    expect(services.drivers.deactivateCalls).toEqual([TIAGO.uid]);
    expect(await listedNames()).toEqual(['Ana Ribeiro', 'Rui Lopes']);
    const apart = screen.getByRole('region', { name: 'Deactivated drivers' });
    expect(within(apart).getByText('Tiago Costa')).toBeVisible();
    expect(services.control.receipts.find((r) => r.id === 'r1')?.dispatchId).toBeNull();
  });

  it('says so when there were no open orders to give back', async () => {
    const { user } = renderDrivers();
    await listedNames();
    await user.click(screen.getByRole('button', { name: 'Deactivate Rui Lopes' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('They have no open orders.');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText(
        'Rui Lopes was deactivated. No open orders needed to go back to Unassigned.',
      ),
    ).toBeVisible();
  });

  it.each([
    [new DispatchApiError('rejected', 'no', 403, { code: 'not-a-manager' }), /not a manager/],
    [new DispatchApiError('rejected', 'no', 404, { code: 'not-found' }), /no longer in the team/],
    [new DispatchApiError('rejected', 'no', 422, { code: 'is-a-manager' }), /is a manager/],
    [
      new DispatchApiError('offline', 'no'),
      /Rui Lopes was not deactivated: Couldn't reach the server/,
    ],
    [new Error('boom'), /Rui Lopes was not deactivated: boom/],
  ])('words a refusal in one sentence (%s) and keeps the driver', async (error, words) => {
    const { services, user } = renderDrivers();
    await listedNames();
    services.drivers.failDeactivate(error);
    await user.click(screen.getByRole('button', { name: 'Deactivate Rui Lopes' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(article(RUI.name ?? '')).toBeVisible();
  });
});

describe('Invite driver', () => {
  async function openInvite() {
    const rendered = renderDrivers();
    await listedNames();
    await rendered.user.click(screen.getByRole('button', { name: 'Invite driver' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Invite driver' }) };
  }

  it('invites, then offers the link to copy and to share', async () => {
    const { services, user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText('Name'), '  Joana   Neves ');
    await user.type(within(dialog).getByLabelText('Email'), 'Joana@Example.test');
    await user.type(within(dialog).getByLabelText('Phone'), '+351 910 000 111');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const done = await screen.findByRole('dialog', { name: 'Driver invited' });
    expect(services.drivers.inviteCalls).toEqual([
      { name: 'Joana Neves', email: 'joana@example.test', phone: '+351 910 000 111' },
    ]);
    const link = setPasswordLinkOf('joana@example.test');
    expect(within(done).getByLabelText('Set-password link')).toHaveValue(link);
    await user.click(within(done).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(within(done).getByText('Link copied.')).toBeVisible();
    const encoded = encodeURIComponent(link);
    expect(
      within(done).getByRole('link', { name: 'Share by WhatsApp' }).getAttribute('href'),
    ).toMatch(new RegExp(`^https://wa\\.me/\\?text=.*${encoded}`));
    expect(within(done).getByRole('link', { name: 'Share by SMS' }).getAttribute('href')).toMatch(
      new RegExp(`^sms:\\?&body=.*${encoded}`),
    );
    expect(within(done).getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:joana@example\\.test\\?subject=.*&body=.*${encoded}`),
    );
    expect(done).toHaveTextContent(
      'Demo: joana@example.test can sign in to the driver app at once with the password demo1234.',
    );
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(await listedNames()).toContain('Joana Neves');
    // The form is empty again for the next one.
    await user.click(screen.getByRole('button', { name: 'Invite driver' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says nothing about demo1234 with Firebase', async () => {
    const { user } = renderDrivers({ mode: 'firebase' });
    await listedNames();
    await user.click(screen.getByRole('button', { name: 'Invite driver' }));
    await user.type(screen.getByLabelText('Name'), 'Joana Neves');
    await user.type(screen.getByLabelText('Email'), 'joana@example.test');
    await user.type(screen.getByLabelText('Phone'), '910000111');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByRole('dialog', { name: 'Driver invited' });
    expect(screen.queryByText(/demo1234/)).toBeNull();
  });

  it('names each bad field next to it and sends nothing', async () => {
    const { services, user, dialog } = await openInvite();
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      'Enter the driver’s name.',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter the driver’s phone number.',
    );
    await user.type(within(dialog).getByLabelText('Name'), 'Joana');
    await user.type(within(dialog).getByLabelText('Email'), 'joana@nowhere');
    await user.type(within(dialog).getByLabelText('Phone'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      /doesn’t look right/,
    );
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(/digits, spaces/);
    expect(services.drivers.inviteCalls).toEqual([]);
  });

  it('answers an email already in use next to Email, naming its owner, and keeps the typing', async () => {
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText('Name'), 'Tiago Two');
    await user.type(within(dialog).getByLabelText('Email'), 'courier@demo.test');
    await user.type(within(dialog).getByLabelText('Phone'), '910000111');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'This email address already belongs to Tiago Costa. Nothing was changed.',
      ),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tiago Two');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('courier@demo.test');
  });

  it('refuses offline at once, keeping what was typed even after closing', async () => {
    const { services, user, dialog } = await openInvite();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(within(dialog).getByLabelText('Name'), 'Joana Neves');
    await user.type(within(dialog).getByLabelText('Email'), 'joana@example.test');
    await user.type(within(dialog).getByLabelText('Phone'), '910000111');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "You're offline: nobody was invited.",
    );
    expect(services.drivers.inviteCalls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Invite driver' }));
    expect(screen.getByLabelText('Email')).toHaveValue('joana@example.test');
  });

  it.each([
    [new DispatchApiError('rejected', 'no', 403, { code: 'not-a-manager' }), /not a manager/],
    [
      new DispatchApiError('timeout', 'slow'),
      /Nobody was invited: The server did not answer in time/,
    ],
    [new DispatchApiError('unauthorized', 'expired'), /sign-in has expired/],
    [new Error('boom'), /Nobody was invited: boom/],
  ])('words a failure (%s) and keeps the typing', async (error, words) => {
    const { services, user, dialog } = await openInvite();
    services.drivers.failInvite(error);
    await user.type(within(dialog).getByLabelText('Name'), 'Joana Neves');
    await user.type(within(dialog).getByLabelText('Email'), 'joana@example.test');
    await user.type(within(dialog).getByLabelText('Phone'), '910000111');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Joana Neves');
  });

  it('asks again for a link the backend could not make', async () => {
    const { services, user, dialog } = await openInvite();
    services.drivers.withoutLink(true);
    await user.type(within(dialog).getByLabelText('Name'), 'Joana Neves');
    await user.type(within(dialog).getByLabelText('Email'), 'joana@example.test');
    await user.type(within(dialog).getByLabelText('Phone'), '910000111');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const done = await screen.findByRole('dialog', { name: 'Driver invited' });
    expect(done).toHaveTextContent('the link to set a password could not be made just now');
    await user.click(within(done).getByRole('button', { name: 'Make the link again' }));
    expect(await within(done).findByLabelText('Set-password link')).toHaveValue(
      setPasswordLinkOf('joana@example.test'),
    );
    expect(services.drivers.linkCalls).toHaveLength(1);
  });
});
