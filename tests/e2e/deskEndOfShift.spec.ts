import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { deskAsManager, deskAsManagerInPortuguese, DESK_SIZE, driverRegion } from './deskSupport';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { menuLink, openOrdersList, signIn, snap, writeDemoStore } from './support';

// End of shift on the desk (docs/end-of-shift.md), on the production build in demo mode: a
// driver delivers a cash order on the phone (confirming the cash), and the manager's End of
// shift shows it with the same figures as her Today page; "Cash handed in" is recorded and shown
// settled; "Export CSV" downloads the day with a BOM. The screen passes axe, reads in Portuguese
// and keeps hostile data inside the screen at 1280 and 360 px.

test.use({ viewport: DESK_SIZE });

const PHONE = { width: 360, height: 740 };

async function openEndOfShift(desk: Page) {
  await desk
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'End of shift' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'End of shift' })).toBeVisible();
}

/** The figure a driver's region shows for `term` ("Delivered", "Cash collected"…). */
function figure(region: Locator, term: string): Locator {
  return region
    .locator('.shift-figure', { has: region.page().getByText(term, { exact: true }) })
    .locator('dd');
}

/** What the driver's Today page says, once the server has the day's cash. */
async function todayFigures(phone: Page) {
  await menuLink(phone, 'Today');
  await expect(phone.getByText('As recorded by the server.')).toBeVisible({ timeout: 20_000 });
  const text = async (pattern: RegExp) =>
    ((await phone.getByText(pattern).first().textContent()) ?? '').trim();
  return {
    delivered: (await text(/^\d+ delivered$/)).replace(' delivered', ''),
    notDelivered: (await text(/^\d+ not delivered/)).match(/^\d+/)?.[0] ?? '',
    open: (await text(/^\d+ open$/)).replace(' open', ''),
    cashCollected: (await text(/^Cash collected /)).replace('Cash collected ', ''),
    cashStillToCollect: (await text(/^Cash still to collect /)).replace(
      'Cash still to collect ',
      '',
    ),
    cardTaken: (await text(/^Card payments taken /)).replace('Card payments taken ', ''),
  };
}

test('a cash delivery on the phone: End of shift agrees with Today, the cash is settled, the CSV has it', async ({
  context,
}) => {
  const desk = await context.newPage();
  const phone = await context.newPage();
  await phone.setViewportSize(PHONE);
  await deskAsManager(desk);
  await signIn(phone, 'dispatcher@demo.test');

  // Ana delivers an open cash order, confirming the cash the sheet offers.
  const cashRow = openOrdersList(phone)
    .getByRole('listitem')
    .filter({ hasText: /Cash €\d+\.\d\d/ })
    .first();
  const title = (await cashRow.locator('.order-row__title').textContent()) ?? '';
  const number = title.match(/#(\S+)/)?.[1] ?? '';
  expect(number).not.toBe('');
  await cashRow.getByRole('link').click();
  await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
  const sheet = phone.getByRole('dialog');
  await expect(sheet.getByLabel('Cash received')).not.toHaveValue('');
  await sheet.getByRole('button', { name: 'Confirm delivered' }).click();

  const today = await todayFigures(phone);

  await openEndOfShift(desk);
  const ana = driverRegion(desk, 'Ana Ribeiro');
  await expect(ana.getByText(`#${number}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(figure(ana, 'Delivered')).toHaveText(today.delivered);
  await expect(figure(ana, 'Not delivered')).toContainText(today.notDelivered);
  await expect(figure(ana, 'Still open')).toHaveText(today.open);
  await expect(figure(ana, 'Cash collected')).toHaveText(today.cashCollected);
  await expect(figure(ana, 'Cash still to collect (open orders)')).toHaveText(
    today.cashStillToCollect,
  );
  await expect(figure(ana, 'Card payments')).toHaveText(today.cardTaken);
  await expect(figure(ana, 'Difference')).toHaveText(/^(None|€\d+\.\d\d (short|over))$/);

  // The manager counts what Ana collected, typed the Portuguese way, and it shows settled.
  const counted = today.cashCollected.replace('€', '').replace('.', ',');
  await ana.getByLabel('Cash handed in').fill(counted);
  await ana.getByRole('button', { name: 'Save' }).click();
  await expect(ana.getByText(/^Settled by Marta Silva at \d\d:\d\d/)).toBeVisible();
  await expect(ana.getByText('Difference: None')).toBeVisible();
  await expect(ana.getByText(`Handed in ${today.cashCollected} against`)).toBeVisible();

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dispatch-end-of-shift-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^"Order","Driver","Status","Reason","Cash to collect",/);
  expect(text).toMatch(new RegExp(`\\r\\n"${number}","Ana Ribeiro","Delivered","",`));
});

for (const theme of ['light', 'dark'] as const) {
  test(`End of shift passes axe in ${theme}, a proof and a refusal shown`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await deskAsManager(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await putInDemo(page, {
      receipts: [
        {
          id: 'proof-1',
          data: {
            receipt_type: 'SALE',
            updateTimestamp: Date.now(),
            dispatchId: 'demo-dispatcher',
            orderNumber: '7001',
            status: 'Delivered',
            paymentMethod: 'Cash',
            total: 12.5,
            currency: 'EUR',
            cashCollected: 10,
            proof: { proofId: 'gone', photoUrl: 'local-photo:gone', receivedBy: 'Inês' },
          },
        },
      ],
    });
    await page.reload();
    await openEndOfShift(page);
    const ana = driverRegion(page, 'Ana Ribeiro');
    const proof = ana.getByRole('button', { name: 'Proof of delivery #7001' });
    await proof.click();
    await expect(proof).toHaveAttribute('aria-expanded', 'true');
    await expect(ana.getByText('Received by Inês')).toBeVisible();
    await expect(figure(ana, 'Difference')).toHaveText('€2.50 short');
    await ana.getByLabel('Cash handed in').fill('x');
    await ana.getByRole('button', { name: 'Save' }).click();
    await expect(ana.getByLabel('Cash handed in')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
}

test('Cash handed in refuses a bad amount and offline, keeping what was typed', async ({
  page,
  context,
}) => {
  await deskAsManager(page);
  await openEndOfShift(page);
  const ana = driverRegion(page, 'Ana Ribeiro');
  await ana.getByLabel('Cash handed in').fill('twelve');
  await ana.getByRole('button', { name: 'Save' }).click();
  await expect(
    ana.getByText('Enter the cash counted as an amount, such as 35,30 or 35.30.'),
  ).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/^You're offline\. These are the day's figures/)).toBeVisible();
  await ana.getByLabel('Cash handed in').fill('35,30');
  await ana.getByRole('button', { name: 'Save' }).click();
  await expect(ana.getByRole('alert')).toContainText(
    "You're offline: the cash handed in was not saved.",
  );
  await expect(ana.getByLabel('Cash handed in')).toHaveValue('35,30');
  await context.setOffline(false);
});

test('End of shift in Portuguese: its words, amounts and the CSV’s separator', async ({ page }) => {
  await deskAsManagerInPortuguese(page);
  await page.getByRole('button', { name: 'Fim do turno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fim do turno' })).toBeVisible();
  const ana = page.getByRole('region', { name: 'Ana Ribeiro' });
  await expect(ana.getByLabel('Dinheiro entregue')).toBeVisible();
  await expect(figure(ana, 'Dinheiro cobrado')).toHaveText(/^\d+,\d\d\s€$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const text = (await readFile((await download.path()) as string)).toString('utf8');
  expect(text).toMatch(/^\uFEFF"Encomenda";"Estafeta";"Estado";/);
});

interface DemoRecords {
  receipts?: { id: string; data: Record<string, unknown> }[];
  backOfficeUsers?: { uid: string; data: Record<string, unknown> }[];
}

/** Writes records into the demo's database, as the backend would have (the page reloads after). */
async function putInDemo(page: Page, records: DemoRecords) {
  await writeDemoStore(page, [
    ...(records.receipts ?? []).map((put) => ({ store: 'receipts' as const, put })),
    ...(records.backOfficeUsers ?? []).map((put) => ({ store: 'backOfficeUsers' as const, put })),
  ]);
}

function hostileDay(text: string): DemoRecords {
  const now = Date.now();
  const sale = { receipt_type: 'SALE', updateTimestamp: now, dispatchId: 'hostile-driver' };
  return {
    backOfficeUsers: [{ uid: 'hostile-driver', data: { name: `Zé ${text}`, role: 'courier' } }],
    receipts: [
      {
        id: 'hostile-1',
        data: {
          ...sale,
          status: 'Delivered',
          orderNumber: text,
          paymentMethod: 'Cash',
          total: 1e15,
          currency: 'EUR',
          cashCollected: -3,
          proof: { proofId: 'x', photoUrl: 'javascript:alert(1)', receivedBy: text, takenAt: now },
        },
      },
      {
        id: 'hostile-2',
        data: { ...sale, status: 'Not Delivered', statusReason: text, total: 'lots' },
      },
      {
        id: 'hostile-3',
        data: {
          ...sale,
          dispatchId: `ghost-${text}`,
          status: text,
          total: 12,
          paymentMethod: 'Cash',
        },
      },
    ],
  };
}

for (const size of [DESK_SIZE, PHONE]) {
  test(`hostile data stays inside End of shift at ${size.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await deskAsManager(page);
    const long = `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(120)}`;
    await putInDemo(page, hostileDay(long));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
    await openEndOfShift(page);
    const hostile = page.getByRole('region', { name: `Zé ${long}` });
    await expect(hostile).toBeVisible();
    const ghost = page.getByRole('region', { name: /^Unknown driver \(ghost-/ });
    await expect(ghost).toBeVisible();
    // Cash is counted for the team's drivers only: not offered for a uid the desk does not know.
    await expect(ghost.getByLabel('Cash handed in')).toHaveCount(0);
    await hostile.getByRole('button', { name: /^Proof of delivery #/ }).click();
    await expect(
      hostile.getByText(
        'The photo cannot be shown here: it is not on this browser or needs a connection.',
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, `end-of-shift-hostile-${size.width}`);
  });
}
