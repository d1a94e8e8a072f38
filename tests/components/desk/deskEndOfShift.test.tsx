import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/domain/shift/dayWindow';
import { deskOrder } from '../../support/fakeDeskServices';
import { NOW } from './deskSupport';
import { ana, anasDay, DAY, figure, openEndOfShift } from './endOfShiftSupport';

// End of shift (docs/end-of-shift.md): a day's figures per driver, the proof one tap away,
// "Cash handed in" recorded and shown settled (and refused plainly), "Export CSV", every state.

afterEach(() => vi.restoreAllMocks());

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

  it('offers no "Cash handed in" for a driver the desk does not know', async () => {
    await openEndOfShift([
      deskOrder('r3001', { dispatchId: 'u-ghost', status: 'Delivered', updateTimestamp: NOW - 1 }),
    ]);
    const ghost = await screen.findByRole('region', { name: 'Unknown driver (u-ghost)' });
    expect(within(ghost).getByText('Delivered', { selector: 'dt' })).toBeVisible();
    expect(within(ghost).queryByLabelText('Cash handed in')).toBeNull();
  });
});
