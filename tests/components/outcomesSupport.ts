import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach } from 'vitest';
import { parseEnv, type AppConfig } from '@/config/env';
import { startOfLocalDay } from '@/domain/day';
import { createFakeServices, receipt, type FakeServices } from '../support/fakeServices';
import { demoConfig, renderApp } from '../support/renderApp';

// What the delivery outcome component tests share (outcomesNotDelivered, outcomesDelivered and
// outcomesUndo .test.tsx): a cash and a card order, fake services whose clock moves, an undo
// window of a chosen length, and opening an order's page.

export const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

export const orders = () => [
  receipt('r-cash', {
    orderNumber: '2001',
    status: 'On the Way',
    customerName: 'Ada Lovelace',
    paymentMethod: 'Cash',
    currency: 'EUR',
    totals: { total: 35.3 },
    updateTimestamp: now - 60_000,
  }),
  receipt('r-card', {
    orderNumber: '2002',
    status: 'Picked Up',
    customerName: 'Grace Hopper',
    paymentMethod: 'Card',
    currency: 'EUR',
    totals: { total: 12 },
    updateTimestamp: now - 120_000,
  }),
];

export function withUndoSeconds(seconds: number): AppConfig {
  const result = parseEnv({ VITE_COMPANY_NAME: 'Test Foods', VITE_UNDO_SECONDS: String(seconds) });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

/** Fake services whose clock moves (the undo window ends in real time). */
export function signedIn(): FakeServices {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    receipts: orders(),
    now,
  });
  const start = Date.now();
  return { ...services, clock: { now: () => now + (Date.now() - start) } };
}

export async function openDetail(id: string, config: AppConfig = demoConfig) {
  const services = signedIn();
  renderApp(services, `/order-detail?id=${id}`, config);
  // The order's own heading (the loading screen has a level-one heading too: "Dispatch").
  await screen.findByRole('heading', { level: 1, name: /#/ }, { timeout: 10_000 });
  return { services, user: userEvent.setup() };
}

/** Every test starts with an empty outbox: call once per file. */
export function startEachTestWithEmptyOutbox() {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
}
