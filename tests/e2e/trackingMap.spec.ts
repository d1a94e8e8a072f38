import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'vite';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';

// The customer's page with a Maps key (docs/tracking.md#the-map), at 360 × 740. The e2e build
// has no key, so the page is built here with one (a second or so); its site, its backend and
// Google's script are all answered by routes: Google cannot load here, a stand-in takes its
// place and calls the page back as Google's script does.

test.use({ viewport: { width: 360, height: 740 } });

const SITE = 'https://shop.test';
const BACKEND = 'https://api.shop.test';
let dist = '';

test.beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dispatch-trackmap-'));
  process.env.VITE_GOOGLE_MAPS_API_KEY = 'test-key';
  process.env.VITE_BACKEND_URL = BACKEND;
  try {
    await build({
      configFile: 'vite.track.config.ts',
      build: { outDir: dist, emptyOutDir: true },
      logLevel: 'warn',
    });
  } finally {
    delete process.env.VITE_GOOGLE_MAPS_API_KEY;
    delete process.env.VITE_BACKEND_URL;
  }
});

test.afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface Driver {
  lat: number;
  lng: number;
}

/** The page and its backend; `driver()` is what the next answer says. */
async function serve(page: Page, answer: () => { step: string; driver: Driver | null }) {
  await page.route(`${SITE}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const asset = pathname.startsWith('/assets/');
    return route.fulfill({
      contentType: asset ? 'text/javascript' : 'text/html',
      body: readFileSync(join(dist, asset ? pathname : 'track.html')),
    });
  });
  await page.route(`${BACKEND}/**`, (route) => {
    const { step, driver } = answer();
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        business: 'Dispatch Foods',
        orderNumber: '1042',
        step,
        delivered: step === 'delivered',
        driver: driver === null ? null : { ...driver, accuracy: 10, ageSeconds: 3 },
        distanceMetres: driver === null ? null : 1800,
        arrivalMinutes: 8,
      }),
    });
  });
}

/** Google's script, stood in: a map that says so, markers kept on window for the test. */
const STAND_IN = `
  window.markers = [];
  window.google = { maps: {
    Map: class { constructor(element) { element.textContent = 'Google map'; } panTo() {} },
    Marker: class {
      constructor(options) { this.position = options.position; this.map = options.map; window.markers.push(this); }
      setPosition(position) { this.position = position; }
      setMap(map) { this.map = map; }
    },
  } };`;

const markers = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { markers: { position: Driver; map: unknown }[] }).markers.map((m) => ({
      lat: m.position.lat,
      on: m.map !== null,
    })),
  );

/** Reads the backend again now, as coming back to the page does. */
const poll = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('the driver on Google’s map, moved by the next answer, gone once delivered', async ({
  page,
}) => {
  let answer = { step: 'on-the-way', driver: { lat: 38.74, lng: -9.15 } as Driver | null };
  await serve(page, () => answer);
  const requests: { url: URL; referer: string }[] = [];
  await page.route('https://maps.googleapis.com/**', (route) => {
    const url = new URL(route.request().url());
    requests.push({ url, referer: route.request().headers()['referer'] ?? '' });
    const callback = url.searchParams.get('callback') ?? '';
    return route.fulfill({
      contentType: 'text/javascript',
      body: `${STAND_IN} window[${JSON.stringify(callback)}]();`,
    });
  });

  await page.goto(`${SITE}/track/AAAAAAAAAAAAAAAAAAAAAA`);
  const map = page.getByRole('region', { name: 'Map of the driver’s position' });
  await expect(map).toHaveText('Google map');
  await expect(page.getByText('The driver is 1.8 km away')).toBeVisible();
  await expect(page.locator('figure')).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.searchParams.get('key')).toBe('test-key');
  // A key restricted to the site sees the origin; the token never leaves the page.
  expect(requests[0]?.referer).toBe(`${SITE}/`);
  expect(await markers(page)).toEqual([{ lat: 38.74, on: true }]);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  answer = { step: 'on-the-way', driver: { lat: 38.73, lng: -9.145 } };
  await poll(page);
  await expect.poll(() => markers(page)).toEqual([{ lat: 38.73, on: true }]);

  answer = { step: 'delivered', driver: null };
  await poll(page);
  await expect(page.getByText('Your order was delivered.')).toBeVisible();
  await expect(map).toBeHidden();
  expect(await markers(page)).toEqual([{ lat: 38.73, on: false }]);
  expect(requests).toHaveLength(1);
});

test('the drawing when Google rejects the key, or its script does not load', async ({ page }) => {
  await serve(page, () => ({ step: 'on-the-way', driver: { lat: 38.74, lng: -9.15 } }));
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `${STAND_IN} window[new URL(document.currentScript.src).searchParams.get('callback')](); setTimeout(() => window.gm_authFailure(), 1000);`,
    }),
  );
  await page.goto(`${SITE}/track/AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(page.getByRole('region', { name: 'Map of the driver’s position' })).toBeVisible();
  // A second later Google says the key is refused: the drawing takes the map's place.
  const drawing = page.getByRole('img', { name: 'Distance between the driver and you' });
  await expect(drawing).toBeVisible();
  await expect(page.locator('#track-map')).toBeHidden();
  await expectNoAxeViolations(page);

  await page.unroute('https://maps.googleapis.com/**');
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  await page.reload();
  await expect(drawing).toBeVisible();
  await expect(page.locator('#track-map')).toBeHidden();
});
