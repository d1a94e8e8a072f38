import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeCsv } from '@/desk/import/readCsv';
import { IMPORT_TEMPLATE } from '@/domain/intake/importRows';
import { DispatchApiError } from '@/services/ports';
import { renderBoard } from './deskSupport';

// "Import orders" (docs/intake.md#import): the template, a preview before anything is written
// (good rows, bad rows by line and field, repeats, missing columns), the good rows written in
// batches of 100 with a key each (kept for a retry), and the same file twice creating nothing.

const [header, example] = IMPORT_TEMPLATE;
const row = (reference: string, total = '12,00') => [
  reference,
  `Customer ${reference}`,
  '',
  `Rua ${reference}, Lisboa`,
  '',
  '1 x Bifana',
  total,
  'Card',
  '13:15',
  '',
  '',
];

async function openImport() {
  const rendered = await renderBoard();
  await rendered.user.click(screen.getByRole('button', { name: 'Import orders' }));
  await screen.findByRole('heading', { level: 1, name: 'Import orders' });
  return rendered;
}

async function choose(user: Awaited<ReturnType<typeof openImport>>['user'], text: string) {
  const file = new File([text], 'orders.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file'), file);
  await screen.findByRole('heading', { name: 'Before importing' });
}

describe('Import orders', () => {
  it('offers the template as a download, written as spreadsheets read it', async () => {
    await openImport();
    const link = screen.getByRole('link', { name: 'Download template' });
    expect(link).toHaveAttribute('download', 'dispatch-orders-template.csv');
    const href = link.getAttribute('href') ?? '';
    const [scheme, body] = href.split(',');
    expect(scheme).toBe('data:text/csv;charset=utf-8');
    expect(decodeURIComponent(body)).toBe(writeCsv(IMPORT_TEMPLATE));
  });

  it('previews good and bad rows before writing anything, then imports the good ones once', async () => {
    const { user, services } = await openImport();
    await choose(user, writeCsv([header, example, row('A-2', 'abc'), example]));

    expect(services.ordersIn.calls).toHaveLength(0);
    expect(screen.getByText('1 order ready to import')).toBeVisible();
    expect(screen.getByText('1 row with problems (not imported)')).toBeVisible();
    expect(screen.getByText('Line 3: Total is not a number')).toBeVisible();
    expect(screen.getByText(/^Line 4 repeats an earlier row/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'The orders this file will create' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('SHOP-1001');
    expect(rows[1]).toHaveTextContent('Inês Carvalho');
    expect(rows[1]).toHaveTextContent('2 × Margherita pizza, 1 × Lemonade');
    expect(rows[1]).toHaveTextContent('€21.50');
    expect(rows[1]).toHaveTextContent('Cash');
    expect(rows[1]).toHaveTextContent('12:30');

    await user.click(screen.getByRole('button', { name: 'Import 1 order' }));
    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByText('Created: 1')).toBeVisible();
    const [call] = services.ordersIn.calls;
    expect(call.request.source).toBe('import');
    expect(call.request.assignTo).toBeNull();
    expect(call.request.orders.map((order) => order.key)).toEqual(['SHOP-1001']);

    await user.click(screen.getByRole('button', { name: 'Board' }));
    await screen.findByRole('heading', { level: 1, name: 'Desk' });
    expect(screen.getByRole('article', { name: '#5001' })).toHaveTextContent(
      'Rua da Prata 42, 1100-414 Lisboa',
    );
  });

  it('writes 250 rows in batches of 100, each with its own key, showing the first 100', async () => {
    const { user, services } = await openImport();
    const rows = Array.from({ length: 250 }, (_, i) => row(`B-${i + 1}`));
    // The table grows a slice of rows per frame: the frames are held here and let go one at a
    // time, so that what each frame draws is seen whatever the machine's speed.
    const frames: FrameRequestCallback[] = [];
    const holdFrames = vi
      .spyOn(globalThis, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      await choose(user, writeCsv([header, ...rows]));
      const table = screen.getByRole('table', {
        name: 'The first 100 of the 250 orders this file will create',
      });
      const drawn = () => within(table).getAllByRole('row');
      expect(drawn()).toHaveLength(26); // the header row and 25
      for (const rowsThen of [51, 76, 101]) {
        // The table asks for its next frame in an effect, which React may run a moment after
        // the rows it drew are in the page: let a frame go only once it has been asked for.
        await waitFor(() => expect(frames).not.toHaveLength(0));
        act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
        await waitFor(() => expect(drawn()).toHaveLength(rowsThen));
      }
      expect(frames).toHaveLength(0); // whole: it asks for no more
    } finally {
      holdFrames.mockRestore();
    }

    await user.click(screen.getByRole('button', { name: 'Import 250 orders' }));
    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByText('Created: 250')).toBeVisible();
    const calls = services.ordersIn.calls;
    expect(calls.map((call) => call.request.orders.length)).toEqual([100, 100, 50]);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(3);
  });

  it('stops on a failed batch and sends that batch again with its own key, then the rest', async () => {
    const { user, services } = await openImport();
    const create = services.ordersIn.createOrders;
    const sent: string[] = [];
    services.ordersIn.createOrders = async (request, key) => {
      sent.push(key);
      if (sent.length === 2) throw new DispatchApiError('server', 'The server is down.', 503);
      return create(request, key);
    };
    await choose(user, writeCsv([header, ...Array.from({ length: 150 }, (_, i) => row(`C-${i}`))]));
    await user.click(screen.getByRole('button', { name: 'Import 150 orders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import stopped: The server is down.',
    );
    expect(screen.getByText('Imported 100 of 150')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByText('Created: 150')).toBeVisible();
    // The first batch, the second (refused), the second again with its key: nothing else.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(sent[1]);
    expect(sent[1]).not.toBe(sent[0]);
    expect(services.ordersIn.calls.map((call) => call.request.orders.length)).toEqual([100, 50]);
  });

  it('importing the same file twice creates nothing new: "Already imported"', async () => {
    const { user, services } = await openImport();
    const file = writeCsv([header, example, row('D-1')]);
    await choose(user, file);
    await user.click(screen.getByRole('button', { name: 'Import 2 orders' }));
    expect(await screen.findByText('Created: 2')).toBeVisible();

    await choose(user, file);
    await user.click(screen.getByRole('button', { name: 'Import 2 orders' }));
    expect(await screen.findByText('Already imported: 2')).toBeVisible();
    expect(screen.getByText('Created: 0')).toBeVisible();
    expect(services.control.receipts.filter((r) => r.id.startsWith('import-'))).toHaveLength(2);
  });

  it('says plainly which required columns the file lacks, and offers nothing to import', async () => {
    const { user } = await openImport();
    await choose(user, 'Name;Total\nAna;3\n');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file has no column for: Address, Payment.',
    );
    expect(screen.getByRole('button', { name: 'Import 0 orders' })).toBeDisabled();
  });
});
