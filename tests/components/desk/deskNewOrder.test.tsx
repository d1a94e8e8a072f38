import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { numbersIn, renderBoard, NOW } from './deskSupport';

// "New order" (docs/intake.md#new-order): each field's problem next to it, the total as typed,
// nothing typed lost by a failure or offline, one key per form, and the new order on the board.

afterEach(() => vi.restoreAllMocks());

async function openForm(options: Parameters<typeof renderBoard>[1] = {}) {
  const rendered = await renderBoard(undefined, options);
  await rendered.user.click(screen.getByRole('button', { name: 'New order' }));
  await screen.findByRole('heading', { level: 1, name: 'New order' });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const line = (n: number) => within(screen.getByRole('listitem', { name: `Item ${n}` }));

async function fillOrder(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(field('Customer name'), 'Maria Santos');
  await user.type(field('Phone'), '+351 912 345 678');
  await user.type(field('Address'), 'Rua das Flores 12, Lisboa');
  await user.type(field('Notes'), 'Ring twice');
  await user.type(line(1).getByRole('textbox', { name: 'Item' }), 'Margherita pizza');
  await user.clear(line(1).getByRole('textbox', { name: 'Quantity' }));
  await user.type(line(1).getByRole('textbox', { name: 'Quantity' }), '2');
  await user.type(line(1).getByRole('textbox', { name: 'Unit price' }), '9,50');
  await user.click(screen.getByRole('radio', { name: 'Cash' }));
  await user.type(screen.getByLabelText('Due'), '14:30');
}

describe('New order', () => {
  it('shows each invalid field’s problem next to it, and sends nothing', async () => {
    const { user, services } = await openForm();
    await user.clear(line(1).getByRole('textbox', { name: 'Quantity' }));
    await user.type(line(1).getByRole('textbox', { name: 'Quantity' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order was not created: check the fields marked.',
    );
    expect(field('Customer name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Customer name')).toHaveAccessibleDescription('Enter the customer’s name');
    expect(field('Address')).toHaveAccessibleDescription(/^Enter the address/);
    const quantity = line(1).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number');
    expect(line(1).getByRole('textbox', { name: 'Item' })).toHaveAccessibleDescription(
      'Enter the item’s name',
    );
    expect(screen.getByRole('group', { name: 'Payment' })).toHaveAccessibleDescription(
      'Choose how the customer pays: Cash, Card or Paid',
    );
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(field('Customer name')).toHaveFocus();
    expect(services.ordersIn.calls).toHaveLength(0);

    // Fixed as it is typed: the error goes at once.
    await user.type(field('Customer name'), 'Maria');
    expect(field('Customer name')).not.toHaveAttribute('aria-invalid');
  });

  it('adds up the items as they are typed, and removes a line by its name', async () => {
    const { user } = await openForm();
    expect(screen.getByText('Total: enter each item’s quantity and unit price')).toBeVisible();
    await user.type(line(1).getByRole('textbox', { name: 'Unit price' }), '3,50');
    expect(screen.getByText('Total €3.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.clear(line(2).getByRole('textbox', { name: 'Quantity' }));
    await user.type(line(2).getByRole('textbox', { name: 'Quantity' }), '3');
    await user.type(line(2).getByRole('textbox', { name: 'Unit price' }), '1.20');
    expect(screen.getByText('Total €7.10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByText('Total €3.60')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Item 2' })).toBeNull();
  });

  it('adds up in the business’s currency: a business in pounds types an order in pounds', async () => {
    const { user } = await openForm({ currency: 'GBP' });
    await fillOrder(user);
    expect(await screen.findByText('Total £19.00')).toBeVisible();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('creates the order, assigned, and it shows on the board at once without a map position', async () => {
    const { user, services } = await openForm();
    await fillOrder(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assign to' }), 'Ana Ribeiro');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(
      await screen.findByText('Order #5001 created and assigned to Ana Ribeiro.'),
    ).toBeVisible();
    const [call] = services.ordersIn.calls;
    expect(call.request.source).toBe('desk');
    expect(call.request.assignTo).toBe('u-ana');
    expect(call.request.orders).toHaveLength(1);
    const { key, order } = call.request.orders[0];
    expect(call.idempotencyKey).toBe(key);
    const due = new Date(NOW);
    due.setHours(14, 30, 0, 0);
    expect(order).toMatchObject({
      customerName: 'Maria Santos',
      phone: '+351 912 345 678',
      address: 'Rua das Flores 12, Lisboa',
      notes: 'Ring twice',
      items: [{ name: 'Margherita pizza', quantity: 2, unitPrice: 9.5 }],
      payment: 'cash',
      total: 19,
      dueAt: due.getTime(),
      location: null,
    });
    // A fresh form for the next order.
    expect(field('Customer name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Board' }));
    await screen.findByRole('heading', { level: 1, name: 'Desk' });
    expect(numbersIn('Ana Ribeiro')).toContain('#5001');
    const card = screen.getByRole('article', { name: '#5001' });
    expect(within(card).getByText('No map position')).toBeVisible();
    expect(within(card).getByText('Rua das Flores 12, Lisboa')).toBeVisible();
    expect(within(card).getByText('Cash €19.00')).toBeVisible();
  });

  it('keeps everything typed through a failure, and sends the same order (its key) again', async () => {
    const { user, services } = await openForm();
    await fillOrder(user);
    services.ordersIn.fail(new DispatchApiError('server', 'The server is down.', 503));
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order was not created: The server is down.',
    );
    expect(field('Customer name')).toHaveValue('Maria Santos');
    expect(line(1).getByRole('textbox', { name: 'Unit price' })).toHaveValue('9,50');
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();

    services.ordersIn.fail(null);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Order #5001 created.')).toBeVisible();
    const [first, second] = services.ordersIn.calls;
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.request.orders[0].key).toBe(first.request.orders[0].key);
  });

  it('refuses plainly offline, keeping the form as typed', async () => {
    const { user, services } = await openForm();
    await fillOrder(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline: the order was not created. It's kept here; create it when the connection is back.",
    );
    expect(services.ordersIn.calls).toHaveLength(0);
    expect(field('Address')).toHaveValue('Rua das Flores 12, Lisboa');
  });

  it('shows the server’s field errors next to their fields', async () => {
    const { user, services } = await openForm();
    await fillOrder(user);
    services.ordersIn.createOrders = async (request) => [
      {
        key: request.orders[0].key,
        result: 'error',
        code: 'invalid-order',
        message: 'Invalid',
        receiptId: null,
        errors: [
          {
            field: 'items.0.unitPrice',
            code: 'out-of-range',
            message: 'Unit price is out of range',
          },
        ],
      },
    ];
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('check the fields marked');
    expect(line(1).getByRole('textbox', { name: 'Unit price' })).toHaveAccessibleDescription(
      'Unit price is out of range',
    );
  });
});
