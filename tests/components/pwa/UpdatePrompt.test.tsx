import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdatePrompt } from '@/features/pwa';
import { fakeAppUpdates } from './fakeAppUpdates';

describe('UpdatePrompt', () => {
  it('says nothing while the app is current', () => {
    render(<UpdatePrompt updates={fakeAppUpdates('current')} />);
    expect(screen.getByRole('status', { name: 'App update' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers the waiting version in its live region, as soon as it waits', () => {
    const updates = fakeAppUpdates('current');
    render(<UpdatePrompt updates={updates} />);
    act(() => updates.set('waiting'));
    const region = screen.getByRole('status', { name: 'App update' });
    expect(region).toHaveTextContent('Update available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  it('never applies the update by itself: only the Reload tap does', async () => {
    const updates = fakeAppUpdates('waiting');
    render(<UpdatePrompt updates={updates} />);
    expect(updates.applyUpdate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(updates.applyUpdate).toHaveBeenCalledTimes(1);
    // While the new version takes over, a second tap cannot start it again.
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });
});
