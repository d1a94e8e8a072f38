import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDayLabel } from '@/domain/shift/dayWindow';
import { DispatchApiError } from '@/services/ports';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { withFakeShift } from '../../support/fakeShift';
import { NOW, renderDesk } from './deskSupport';

// End of shift (docs/end-of-shift.md): a day's figures per driver, the proof one tap away,
// "Cash handed in" recorded and shown settled (and refused plainly), "Export CSV", every state.

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60_000;

/** Ana's day: two cash deliveries (one €2.00 short), a card one, one not delivered, one open. */
function anasDay(at = NOW - 60_000) {
  return [
    deskOrder('r2001', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Cash',
      total: 35.3,
      currency: 'EUR',
      cashCollected: 35.3,
      updateTimestamp: at,
      proof: { proofId: 'p1', photoUrl: 'local-photo:p1', receivedBy: 'Inês Duarte', takenAt: at },
    }),
    deskOrder('r2002', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Cash',
      total: 12,
      currency: 'EUR',
      cashCollected: 10,
      updateTimestamp: at - 1,
      proof: { proofId: null, receivedBy: 'Rui', takenAt: at },
    }),
    deskOrder('r2003', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Card',
      total: 20,
      currency: 'EUR',
      updateTimestamp: at - 2,
    }),
    deskOrder('r2004', {
      dispatchId: 'u-ana',
      status: 'Not Delivered',
      statusReason: 'Customer not home',
      paymentMethod: 'Cash',
      total: 8,
      currency: 'EUR',
      updateTimestamp: at - 3,
    }),
    deskOrder('r2005', {
      dispatchId: 'u-ana',
      status: 'Pending',
      paymentMethod: 'Cash',
      total: 5.5,
      currency: 'EUR',
      updateTimestamp: at - 4,
    }),
  ];
}

async function openEndOfShift(
  receipts = anasDay(),
  before: (services: ReturnType<typeof withFakeShift>) => void = () => undefined,
) {
  const rendered = renderDesk({ receipts, signedInAs: MANAGER.email });
  const services = withFakeShift(rendered.services);
  before(services);
  await screen.findByRole('heading', { level: 1, name: 'Desk' }, { timeout: 5_000 });
  await rendered.user.click(screen.getByRole('button', { name: 'End of shift' }));
  await screen.findByRole('heading', { level: 1, name: 'End of shift' });
  return { ...rendered, services };
}

const ana = () => within(screen.getByRole('region', { name: 'Ana Ribeiro' }));

/** The figure shown for `term` in a region. */
function figure(scope: ReturnType<typeof ana>, term: string): string {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('End of shift', () => {
  it('shows a driver’s day: counts, reasons, cash to collect, collected, the difference in words, card', async () => {
    await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    expect(figure(ana(), 'Delivered')).toBe('3');
    expect(figure(ana(), 'Not delivered')).toBe('1Customer not home: 1');
    expect(figure(ana(), 'Still open')).toBe('1');
    expect(figure(ana(), 'Cash to collect')).toBe('€47.30');
    expect(figure(ana(), 'Cash collected')).toBe('€45.30');
    expect(figure(ana(), 'Difference')).toBe('€2.00 short');
    expect(ana().getByText('€2.00 short').closest('.shift-figure')).toHaveClass(
      'shift-figure--uneven',
    );
    expect(figure(ana(), 'Cash still to collect (open orders)')).toBe('€5.50');
    expect(figure(ana(), 'Card payments')).toBe('€20.00');
    expect(ana().getByText('Reason: Customer not home')).toBeVisible();
    expect(ana().getByText('Not settled yet')).toBeVisible();
  });

  it('says "None" without the highlight when the cash collected is what was due', async () => {
    await openEndOfShift(anasDay().filter((r) => r.id !== 'r2002'));
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    expect(figure(ana(), 'Difference')).toBe('None');
    expect(ana().getByText('None').closest('.shift-figure')).not.toHaveClass(
      'shift-figure--uneven',
    );
  });

  it('shows each delivery’s proof one tap away: the photo and "Received by", or why there is no photo', async () => {
    const { user, services } = await openEndOfShift();
    services.shift.photos.set('local-photo:p1', {
      bytes: new Uint8Array([1, 2, 3]).buffer,
      mimeType: 'image/jpeg',
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    const proof = ana().getByRole('button', { name: 'Proof of delivery #2001' });
    expect(proof).toHaveAttribute('aria-expanded', 'false');
    await user.click(proof);
    expect(proof).toHaveAttribute('aria-expanded', 'true');
    expect(await ana().findByRole('img', { name: 'Proof photo of #2001' })).toHaveAttribute(
      'src',
      'blob:photo-1',
    );
    expect(ana().getByText('Received by Inês Duarte')).toBeVisible();

    await user.click(ana().getByRole('button', { name: 'Proof of delivery #2002' }));
    expect(ana().getByText('No photo was taken.')).toBeVisible();
    expect(ana().getByText('Received by Rui')).toBeVisible();
    // The card delivery has no proof at all: said, not hidden.
    expect(ana().getAllByText('No proof recorded')).toHaveLength(1);
  });

  it('says a photo the browser does not have cannot be shown', async () => {
    const { user } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    await user.click(ana().getByRole('button', { name: 'Proof of delivery #2001' }));
    expect(
      await ana().findByText(
        'The photo cannot be shown here: it is not on this browser or needs a connection.',
      ),
    ).toBeVisible();
    expect(ana().queryByRole('img')).toBeNull();
  });

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
    services.shift.failCash(new DispatchApiError('offline', 'Network Error'));
    await user.click(ana().getByRole('button', { name: 'Save' }));
    expect(await ana().findByRole('alert')).toHaveTextContent(/^You're offline/);
  });

  it('says so when the day had no orders, and when its figures cannot be loaded (Try again)', async () => {
    const { user, services } = await openEndOfShift([]);
    expect(await screen.findByRole('heading', { name: 'No orders that day' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    services.shift.failDay('permission-denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The day’s figures could not be loaded',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No orders that day' })).toBeVisible();
  });

  it('shows an earlier day, chosen by "Previous day" or the "Day" field, within the last 30 days', async () => {
    const { user } = await openEndOfShift([
      ...anasDay(),
      deskOrder('r1900', {
        dispatchId: 'u-tiago',
        status: 'Delivered',
        paymentMethod: 'Cash',
        total: 9,
        currency: 'EUR',
        cashCollected: 9,
        updateTimestamp: NOW - DAY,
      }),
    ]);
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    expect(screen.queryByRole('region', { name: 'Tiago Costa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const tiago = within(await screen.findByRole('region', { name: 'Tiago Costa' }));
    expect(figure(tiago, 'Cash collected')).toBe('€9.00');
    expect(screen.queryByRole('region', { name: 'Ana Ribeiro' })).toBeNull();

    const dayField = screen.getByLabelText('Day');
    const today = (dayField as HTMLInputElement).max;
    expect(dayField).toHaveAttribute('min', addDays(today, -29));
    fireEvent.change(dayField, { target: { value: today } });
    expect(await screen.findByRole('region', { name: 'Ana Ribeiro' })).toBeVisible();
  });

  it('exports the day as a CSV: a BOM, a header, one row per order', async () => {
    const { user } = await openEndOfShift();
    await screen.findByRole('region', { name: 'Ana Ribeiro' });
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
      blob = made as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicks).toEqual([expect.stringMatching(/^dispatch-end-of-shift-\d{4}-\d\d-\d\d\.csv$/)]);
    expect(screen.getByText(`${clicks[0]} downloaded.`)).toBeVisible();
    const bytes = new Uint8Array(await (blob as unknown as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      '"Order","Driver","Status","Reason","Cash to collect","Cash collected","Currency","Proof photo","Received by","Placed","Due","Last change"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^"2001","Ana Ribeiro","Delivered","","35.30","35.30","EUR","yes","Inês Duarte",/,
    );
    expect(lines.find((line) => line.startsWith('"2004"'))).toMatch(
      /^"2004","Ana Ribeiro","Not Delivered","Customer not home","8.00","","EUR","no","",/,
    );
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

  it('offers no "Cash handed in" for a driver the desk does not know', async () => {
    await openEndOfShift([
      deskOrder('r3001', { dispatchId: 'u-ghost', status: 'Delivered', updateTimestamp: NOW - 1 }),
    ]);
    const ghost = await screen.findByRole('region', { name: 'Unknown driver (u-ghost)' });
    expect(within(ghost).getByText('Delivered', { selector: 'dt' })).toBeVisible();
    expect(within(ghost).queryByLabelText('Cash handed in')).toBeNull();
  });
});
