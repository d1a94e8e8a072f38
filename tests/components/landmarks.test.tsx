import { render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { BrowserRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { ServicesBoot } from '@/app/ServicesBoot';
import { parseEnv } from '@/config/env';
import { startOfLocalDay } from '@/domain/day';
import { StartingScreen } from '@/ui/LoadingScreen';
import { createFakeServices, receipt } from '../support/fakeServices';
import { demoConfig, renderApp } from '../support/renderApp';

// Every screen has exactly one main landmark and one level-one heading; the signed-in screens
// also a header (banner) and the menu (navigation) outside their main (docs/display.md#landmarks).

const noon = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

function signedIn() {
  return createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now: noon,
    receipts: [
      receipt('open-1', { orderNumber: '1', status: 'Pending', updateTimestamp: noon - 60_000 }),
      receipt('done-1', { orderNumber: '2', status: 'Delivered', updateTimestamp: noon - 1 }),
    ],
  });
}

function expectOneMainAndOneH1() {
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

function expectShellLandmarks() {
  const main = screen.getByRole('main');
  // A page's own <header> inside a section is no banner (HTML-AAM); jsdom's roles count it.
  const banners = screen.getAllByRole('banner').filter((header) => !main.contains(header));
  expect(banners).toHaveLength(1);
  const banner = banners[0]!;
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  // Neither the header nor the menu is inside the main (nor the main inside them).
  for (const landmark of [banner, menu]) {
    expect(main.contains(landmark)).toBe(false);
    expect(landmark.contains(main)).toBe(false);
  }
  // The page's heading is in the main.
  expect(main).toContainElement(screen.getByRole('heading', { level: 1 }));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('one main and one level-one heading on every screen', () => {
  it.each([
    ['/order', 'Open orders'],
    ['/delivered', 'Delivered'],
    ['/today', 'Today'],
    ['/order-detail?id=open-1', /#1/],
    ['/order-detail?id=no-such-order', 'Order not found'],
    ['/order-detail', 'No order chosen'],
  ])('%s', async (path, heading) => {
    renderApp(signedIn(), path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expectOneMainAndOneH1();
    expectShellLandmarks();
  });

  it('the order detail while the orders load', async () => {
    const services = signedIn();
    services.control.holdFeed();
    renderApp(services, '/order-detail?id=open-1');
    expect(await screen.findByRole('status', { name: 'Loading order' })).toBeInTheDocument();
    expectOneMainAndOneH1();
    expectShellLandmarks();
  });

  it('sign-in', async () => {
    renderApp(createFakeServices(), '/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expectOneMainAndOneH1();
  });

  it('not found', async () => {
    renderApp(signedIn(), '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expectOneMainAndOneH1();
  });

  it('loading', () => {
    render(<StartingScreen />);
    expectOneMainAndOneH1();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dispatch');
  });

  it('configuration error', () => {
    render(<App config={parseEnv({ VITE_FIREBASE_API_KEY: 'key' })} />);
    expectOneMainAndOneH1();
  });

  it('could not start', async () => {
    render(
      <BrowserRouter>
        <ServicesBoot config={demoConfig} load={() => Promise.reject(new Error('offline'))} />
      </BrowserRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dispatch could not start' }),
    ).toBeInTheDocument();
    expectOneMainAndOneH1();
  });
});
