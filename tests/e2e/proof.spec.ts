import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PROOF_REQUIRED_PORT } from '../../playwright.config';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import {
  deliveredList,
  menuLink,
  openOrdersList,
  readDatabase,
  readDemoBackend,
  signIn,
  snap,
} from './support';

// Proof of delivery in a dead zone (issue 14), on the production build in demo mode at phone
// size: a delivery confirmed offline with a photo and "Received by" survives an offline reload,
// and once online exactly one photo and one status change reach the demo backend; the delivered
// order then shows its proof.

test.use({ viewport: { width: 360, height: 740 } });

const DOORSTEP_JPEG = fileURLToPath(new URL('../fixtures/doorstep.jpg', import.meta.url));

function syncStatus(page: Page) {
  return page.getByRole('status', { name: 'Sync status' });
}

/**
 * Where "Add photo" is: in the "Confirm delivered" sheet (opened by "Delivered"), or — before
 * that sheet exists — on the order's page, with "Delivered" itself confirming.
 */
async function openProofCapture(page: Page) {
  if ((await page.getByLabel('Add photo').count()) === 0) {
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  }
  await expect(page.getByLabel('Add photo')).toBeAttached();
}

async function confirmDelivered(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm delivered' });
  if ((await confirm.count()) > 0) await confirm.click();
  else await page.getByRole('button', { name: 'Delivered', exact: true }).click();
}

/** What the demo backend holds for one order: applied updates, stored photos, the receipt's proof. */
async function demoBackend(page: Page, receiptId: string) {
  const { applied, receipts } = await readDemoBackend<{
    id: string;
    data: { status?: unknown; proof?: unknown };
  }>(page);
  // The photo database exists only after the first upload (readDatabase does not create it).
  const proofs = await readDatabase(page, 'dispatch-demo-proofs', ['photos']);
  const photos = (proofs?.photos ?? []) as { receiptId: string; proofId: string }[];
  const receipt = receipts.find((r) => r.id === receiptId);
  return {
    applied: applied.filter((a) => a.receiptId === receiptId),
    photos: photos.filter((p) => p.receiptId === receiptId),
    status: receipt?.data.status,
    proof: receipt?.data.proof as
      { proofId?: unknown; photoUrl?: unknown; receivedBy?: unknown } | undefined,
  };
}

/** The proof section's photo has really loaded (not just an <img> with a broken src). */
async function expectProofPhotoLoaded(page: Page) {
  const section = page.getByRole('region', { name: 'Proof of delivery' });
  const photo = section.getByRole('img', { name: 'Photo taken at delivery' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a delivery confirmed offline with a photo and "Received by" reaches the backend once, photo first', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem').first()).toBeVisible();
  // The app must open without a network for the offline reload below.
  await waitForServiceWorkerControl(page);

  const row = openOrdersList(page).getByRole('link').first();
  const title = (await row.locator('.order-row__title').textContent()) ?? '';
  const id = new URL((await row.getAttribute('href')) ?? '', baseURL).searchParams.get('id') ?? '';
  expect(await demoBackend(page, id)).toMatchObject({ applied: [], photos: [] });

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveText('Offline');
  await row.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await openProofCapture(page);
  await page.getByLabel('Add photo').setInputFiles(DOORSTEP_JPEG);
  const thumbnail = page.getByRole('img', { name: /Photo of the delivery/ });
  await expect(thumbnail).toBeVisible();
  await expect(page.getByLabel('Retake photo')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Received by' }).fill('Maria (neighbour)');
  await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot, the header in place
  await snap(page, testInfo, 'proof-capture-thumbnail');
  // The capture alone too, mid-screen: the sticky header and the offline toast (fixed at the
  // bottom) would lie over it at either end.
  const card = page.locator('.proof-capture');
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await card.screenshot({ path: testInfo.outputPath('proof-capture-card.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await confirmDelivered(page);
  // Delivered at once, waiting to sync, the proof shown from the phone.
  await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(syncStatus(page)).toHaveText('Offline · 1 waiting to sync');
  const section = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(section.getByText('Received by Maria (neighbour)')).toBeVisible();
  await expectProofPhotoLoaded(page);

  // A reload while still offline: the change and its photo are still on the phone.
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Offline · 1 waiting to sync');
  await expect(section.getByText('Received by Maria (neighbour)')).toBeVisible();
  await expectProofPhotoLoaded(page);
  expect(await demoBackend(page, id)).toMatchObject({ applied: [], photos: [] });

  // Online: the photo goes first, then the status change with its proofId, once each.
  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveText('', { timeout: 20_000 });
  await expect
    .poll(async () => (await demoBackend(page, id)).proof?.photoUrl, { timeout: 20_000 })
    .toMatch(/^local-photo:/);
  const backend = await demoBackend(page, id);
  expect(backend.applied).toHaveLength(1);
  expect(backend.photos).toHaveLength(1);
  expect(backend.status).toBe('Delivered');
  expect(backend.proof).toMatchObject({
    proofId: backend.photos[0].proofId,
    receivedBy: 'Maria (neighbour)',
  });

  // The detail now shows the backend's photo and the name.
  await expect(section.getByText('Received by Maria (neighbour)')).toBeVisible();
  await expect(section.getByText(/will be sent with the delivery/)).toHaveCount(0);
  await expectProofPhotoLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, 'proof-section');

  // The delivered list marks it.
  await menuLink(page, 'Delivered');
  await expect(
    deliveredList(page).getByRole('link', {
      name: new RegExp(`^${title}\\b.*Proof of delivery`),
    }),
  ).toBeVisible();
  await snap(page, testInfo, 'proof-delivered-list');
});

test.describe('with VITE_PROOF_OF_DELIVERY=required', () => {
  test.skip(
    !existsSync('dist-proof-required') && !process.env.CI,
    'needs npm run build:proof-required (npm test builds it)',
  );
  test.use({ baseURL: `http://127.0.0.1:${PROOF_REQUIRED_PORT}` });

  test('"Confirm delivered" stays disabled until there is a photo, and says why', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'dispatcher@demo.test');
    await openOrdersList(page).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Confirm delivered' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('A photo is required to confirm delivery')).toBeVisible();
    await snap(page, testInfo, 'proof-required-blocked');

    await page.getByLabel('Add photo').setInputFiles(DOORSTEP_JPEG);
    await expect(page.getByRole('img', { name: /Photo of the delivery/ })).toBeVisible();
    await expect(confirm).toBeEnabled();
    await expect(page.getByText('A photo is required to confirm delivery')).toHaveCount(0);
  });
});
