import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// An invited driver's link (the desk's "Invite driver" in demo mode, docs/team.md#invite) opens
// the sign-in form with their email filled in.

describe('sign-in from an invitation link', () => {
  it('fills the Email field from ?email=', async () => {
    renderApp(createFakeServices(), '/login?email=joana%2Bnew%40example.test');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('joana+new@example.test'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('leaves the field empty without one', async () => {
    renderApp(createFakeServices(), '/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});
