import { screen } from '@testing-library/react';
import { startOfLocalDay } from '@/domain/day';
import { createFakeServices, receipt } from '../../support/fakeServices';

// The route tests' day: three open orders in Lisbon (one without coordinates), one delivered.

export const midnight = startOfLocalDay(Date.now());
export const now = midnight + 12 * 60 * 60_000;
export const minutesAgo = (m: number) => now - m * 60_000;
export const STORE = { address: 'Rua dos Fanqueiros 45, Lisboa', lat: 38.7112, lng: -9.1357 };

export function lisbonOrders() {
  return [
    receipt('a', {
      orderNumber: '1042',
      status: 'Pending',
      updateTimestamp: minutesAgo(5),
      customer: { name: 'João Silva', phone: '912 345 678' },
      deliveryAddress: { address: 'Rua de São Bento 120, Lisboa', lat: 38.716, lng: -9.1527 },
      total: 12,
      currency: 'EUR',
      paymentMethod: 'Cash',
    }),
    receipt('b', {
      orderNumber: '1043',
      status: 'Pending',
      updateTimestamp: minutesAgo(10),
      customer: { name: 'Ana Sousa', phone: '+351 21 123 4567' },
      deliveryAddress: { address: 'Avenida da Liberdade 10, Lisboa', lat: 38.7197, lng: -9.1443 },
    }),
    receipt('c', {
      orderNumber: '1044',
      status: 'Pending',
      updateTimestamp: minutesAgo(20),
      customer: { name: 'Rui' },
      deliveryAddress: 'Travessa sem coordenadas 3',
    }),
    receipt('d', { orderNumber: '1045', status: 'Delivered', updateTimestamp: minutesAgo(30) }),
  ];
}

export function signedIn(receipts = lisbonOrders(), at = now) {
  return createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    receipts,
    now: at,
    origin: STORE,
  });
}

export function titles() {
  const list = screen.getByRole('list', { name: 'Open orders' });
  return [...list.querySelectorAll('.order-row__title')].map((title) => title.textContent);
}
