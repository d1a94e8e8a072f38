import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { showLanguage } from '@/ui/i18n';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// The order screens in European Portuguese (issue 16, docs/i18n.md): the detail, both outcome
// sheets and Today read from the pt-PT catalogue; server words are translated only when known.

const midnight = startOfLocalDay(Date.now());
const now = midnight + 12 * 60 * 60_000;

async function portugueseDriver() {
  await act(() => showLanguage('pt-PT'));
  return createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('on-way', {
        orderNumber: '7',
        status: 'On the Way',
        updateTimestamp: now - 5 * 60_000,
        customer: { name: 'Ana Lima' },
      }),
      receipt('done', { orderNumber: '8', status: 'Delivered', updateTimestamp: now - 60_000 }),
    ],
  });
}

afterEach(async () => {
  await act(() => showLanguage('en'));
});

describe('order screens in Portuguese', () => {
  it('shows the order detail in Portuguese, with the known status translated', async () => {
    renderApp(await portugueseDriver(), '/order-detail?id=on-way');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encomenda n.º 7' }),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Estado da entrega' });
    expect(within(status).getByRole('button', { name: 'Entregue' })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Não entregue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artigos' })).toBeInTheDocument();
    expect(screen.queryByText('Delivery status')).toBeNull();
  });

  it('asks in Portuguese in the Confirm delivered and Not delivered sheets', async () => {
    renderApp(await portugueseDriver(), '/order-detail?id=on-way');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entregue' }));
    const delivered = await screen.findByRole('dialog', { name: 'Encomenda n.º 7 entregue?' });
    expect(within(delivered).getByRole('button', { name: 'Confirmar entrega' })).toBeEnabled();
    await user.click(within(delivered).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Não entregue' }));
    const notDelivered = await screen.findByRole('dialog', {
      name: 'Encomenda n.º 7 não entregue?',
    });
    expect(within(notDelivered).getByText('Porque não foi possível entregar?')).toBeInTheDocument();
    // The default reasons are known to the catalogue; the one that needs a note reads "Outro".
    expect(within(notDelivered).getByRole('radio', { name: 'Morada errada' })).toBeInTheDocument();
    await user.click(within(notDelivered).getByRole('radio', { name: 'Outro' }));
    expect(
      within(notDelivered).getByRole('button', { name: 'Confirmar não entregue' }),
    ).toBeDisabled();
  });

  it('sums up the day in Portuguese on /today', async () => {
    renderApp(await portugueseDriver(), '/today');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoje' })).toBeInTheDocument();
    expect(await screen.findByText('1 entregue')).toBeInTheDocument();
    expect(screen.getByText('1 em aberto')).toBeInTheDocument();
  });
});
