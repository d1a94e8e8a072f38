import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeskRoot } from '@/desk/DeskApp';
import { DeskMapsProvider, type DeskMaps } from '@/desk/deskMaps';
import {
  createFakeDeskServices,
  deskOrder,
  MANAGER,
  type FakeDeskServices,
} from '../../support/fakeDeskServices';

// The desk's screens over the fake desk services (tests/support/fakeDeskServices.ts).

export const NOW = Date.now();
export const MINUTE = 60_000;

/** A small day: two unassigned orders (one late), Ana's run, a delivered one, Tiago's order. */
export function sampleDay() {
  return [
    deskOrder('r1042', {
      dispatchId: '',
      dueAt: NOW - 12 * MINUTE - 5_000,
      total: 35.3,
      currency: 'EUR',
      paymentMethod: 'Cash',
      deliveryAddress: { address: 'Rua Augusta 45, 1100-048 Lisboa' },
    }),
    deskOrder('r1043', { dueAt: NOW + 20 * MINUTE }),
    deskOrder('r1050', { dispatchId: 'u-ana', dueAt: NOW + 10 * MINUTE, status: 'Picked Up' }),
    deskOrder('r1051', { dispatchId: 'u-ana', dueAt: NOW + 30 * MINUTE }),
    deskOrder('r1052', { dispatchId: 'u-ana', status: 'Delivered' }),
    deskOrder('r1060', { dispatchId: 'u-tiago', status: 'On the Way' }),
  ];
}

/** The desk over fake services; `maps`: Google's maps on a fake adapter (else no key). */
export function renderDesk(
  options: Parameters<typeof createFakeDeskServices>[0] = {},
  maps?: DeskMaps,
) {
  const services = createFakeDeskServices({ now: NOW, ...options });
  const user = userEvent.setup();
  const root = <DeskRoot services={services} />;
  render(maps === undefined ? root : <DeskMapsProvider maps={maps}>{root}</DeskMapsProvider>);
  return { services, user };
}

/** The desk signed in as the manager, over `receipts`, once its board is drawn. */
export async function renderBoard(
  receipts = sampleDay(),
  options: Parameters<typeof createFakeDeskServices>[0] = {},
): Promise<{ services: FakeDeskServices; user: ReturnType<typeof userEvent.setup> }> {
  const rendered = renderDesk({ receipts, signedInAs: MANAGER.email, ...options });
  // A first render of a test file on a busy machine may take more than findBy's default second.
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  return rendered;
}

export const region = (name: string) => screen.getByRole('region', { name });

/** The order numbers in a region's open list, in order. */
export function numbersIn(name: string): string[] {
  return within(region(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The day's count shown for `label`. */
export function count(label: string): string | null {
  const term = within(document.querySelector('.desk-counts') as HTMLElement).getByText(label, {
    selector: 'dt',
  });
  return term.nextElementSibling?.textContent ?? null;
}
