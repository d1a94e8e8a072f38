import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDayLabel } from '@/domain/shift/dayWindow';
import { DispatchApiError } from '@/services/ports';
import { NOW } from './deskSupport';
import { ana, anasDay, openEndOfShift } from './endOfShiftSupport';

// "Cash handed in" on End of shift (docs/end-of-shift.md#cash-handed-in): recorded and shown
// settled, refused plainly (a bad amount, offline, the server's refusal), a count made earlier.

afterEach(() => vi.restoreAllMocks());

describe('Cash handed in', () => {
  it('records "Cash handed in" typed the Portuguese way, and shows it settled with the difference', async () => {
    const { user, services } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    await user.type(ana().getByLabelText('Cash handed in'), '44,30');
    await user.click(ana().getByRole('button', { name: 'Save' }));

    expect(await ana().findByText(/^Settled by Marta Silva at \d\d:\d\d/)).toBeVisible();
    expect(services.shift.cashCalls).toEqual([
      expect.objectContaining({ dispatchId: 'u-ana', amount: 44.3 }),
    ]);
    expect(services.shift.cashCalls[0]?.day).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(ana().getByText('Handed in €44.30 against €45.30 collected')).toBeVisible();
    expect(ana().getByText('Difference: €1.00 short')).toBeVisible();
    expect(ana().getByLabelText('Cash handed in')).toHaveValue('');
  });

  it('refuses a bad amount with a clear message and sends nothing', async () => {
    const { user, services } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    const field = ana().getByLabelText('Cash handed in');
    await user.type(field, '35,3,0');
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /Enter the cash counted as an amount, such as 35,30 or 35.30./,
    );
    await user.clear(field);
    await user.type(field, '2000000');
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/That is more than €1,000,000.00/);
    expect(services.shift.cashCalls).toHaveLength(0);
  });

  it('refuses plainly offline, keeping the typed amount', async () => {
    const { user, services } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/You're offline. These are the day's figures/)).toBeVisible();
    await user.type(ana().getByLabelText('Cash handed in'), '35,30');
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(ana().getByRole('alert')).toHaveTextContent(
      "You're offline: the cash handed in was not saved. The amount is kept here",
    );
    expect(ana().getByLabelText('Cash handed in')).toHaveValue('35,30');
    expect(services.shift.cashCalls).toHaveLength(0);
  });

  it('says why the server refused, keeping the typed amount', async () => {
    const { user, services } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    services.shift.failCash(
      new DispatchApiError('rejected', 'Not a driver.', 422, { code: 'not-a-driver' }),
    );
    await user.type(ana().getByLabelText('Cash handed in'), '10');
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(await ana().findByRole('alert')).toHaveTextContent(
      'The cash handed in was not saved: cash is counted for drivers only.',
    );
    expect(ana().getByLabelText('Cash handed in')).toHaveValue('10');
    // Online, no answer: the server could not be reached, never "offline".
    services.shift.failCash(new DispatchApiError('offline', 'Network Error'));
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(await ana().findByRole('alert')).toHaveTextContent(/Couldn't reach the server/);
  });

  it('shows a count made earlier, and says when the cash collected changed since', async () => {
    await openEndOfShift(anasDay(), (services) => {
      services.shift.settlements = [
        {
          id: 'u-ana_day',
          dispatchId: 'u-ana',
          day: localDayLabel(NOW),
          timeZone: 'UTC',
          currency: 'EUR',
          amount: 35.3,
          collected: 35.3,
          difference: 0,
          recordedAt: NOW - 60_000,
          recordedBy: 'u-marta',
          recordedByName: null,
          history: [],
        },
      ];
    });
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    expect(ana().getByText(/^Settled by Marta Silva at /)).toBeVisible();
    expect(ana().getByText('Difference: None')).toBeVisible();
    expect(
      ana().getByText('The cash collected is now €45.30: count again to settle it.'),
    ).toBeVisible();
  });
});
