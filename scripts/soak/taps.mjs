// The driver's taps on the real screens: open an order, tap a status (through its sheet where
// it has one: cash, a photo, a reason and note), undo it when asked. Every tap is recorded in
// `taps`, which the checks compare with what the backend applied.
import { INTERMEDIATE, pick, random, REASONS, root } from './options.mjs';

const photoFile = `${root}tests/fixtures/doorstep.jpg`;

export function createTapper(driver, problems) {
  const { page } = driver;
  /** Every tap, in order: what the backend must have, per order, at the end. */
  const taps = [];

  async function openOrder(order) {
    await driver.goTo(`/order-detail?id=${encodeURIComponent(order.id)}`);
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`#${order.orderNumber}\\b`) })
      .waitFor({ timeout: 30_000 });
  }

  async function tapDelivered(photo) {
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: /delivered\?$/ });
    await sheet.waitFor();
    const cash = sheet.getByRole('textbox', { name: 'Cash received' });
    if ((await cash.count()) > 0) {
      const due = Number((await cash.inputValue()).replace(',', '.'));
      await cash.fill(String(Math.ceil(due / 5) * 5));
    }
    if (photo) {
      await sheet.getByLabel('Add photo').setInputFiles(photoFile);
      await sheet.getByRole('img', { name: /Photo of the delivery/ }).waitFor();
      await sheet.getByRole('textbox', { name: 'Received by' }).fill('Neighbour');
    }
    await sheet.getByRole('button', { name: 'Confirm delivered' }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  async function tapNotDelivered() {
    await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: /not delivered\?$/ });
    await sheet.waitFor();
    const reason = pick(REASONS);
    await sheet.getByRole('radio', { name: reason }).check();
    if (reason === 'Other' || random() < 0.5) {
      await sheet
        .getByRole('textbox', { name: 'Note' })
        .fill(`Soak note ${taps.length}: gate closed`);
    }
    await sheet.getByRole('button', { name: 'Confirm not delivered' }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  /** Taps `kind` on the order's page (through its sheet where it has one); undoes it if asked. */
  async function tap(order, kind, { undo = false, photo = false } = {}) {
    await openOrder(order);
    let status = kind;
    if (kind === 'Delivered') await tapDelivered(photo);
    else if (kind === 'Not delivered') {
      status = 'Not Delivered';
      await tapNotDelivered();
    } else await page.getByRole('button', { name: kind, exact: true }).click();
    // The screen took the tap: the status is the current one at once (whatever the network).
    const current =
      kind === 'Not delivered' ? null : page.getByRole('button', { name: kind, exact: true });
    if (current && (await current.getAttribute('aria-pressed')) !== 'true') {
      await current
        .and(page.locator('[aria-pressed="true"]'))
        .waitFor({ timeout: 5_000 })
        .catch(() => {
          problems.push(`tap ${taps.length} (${kind} on ${order.id}) did not show on the screen`);
        });
    }
    const record = {
      n: taps.length,
      orderId: order.id,
      status,
      undone: false,
      photo,
      offline: driver.offline,
    };
    taps.push(record);
    if (undo) {
      const bar = page.locator('.undo-bar');
      await bar.getByRole('button', { name: 'Undo' }).click();
      await bar
        .getByRole('button', { name: 'Undo' })
        .waitFor({ state: 'detached', timeout: 10_000 });
      // Too late (the window ended as the tap landed): "Already sent", and the change stands.
      await page.waitForTimeout(300);
      record.undone = (await page.locator('.undo-bar--note').count()) === 0;
    }
    if (!record.undone) order.status = status;
    return record;
  }

  /**
   * Every screen and sheet of the shift once, changing nothing: the order's page, the Delivered
   * sheet with a photo (cancelled), the Not delivered sheet (cancelled), Delivered, Today, Order.
   */
  async function visitEveryScreen(order) {
    await openOrder(order);
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    const delivered = page.getByRole('dialog', { name: /delivered\?$/ });
    await delivered.getByLabel('Add photo').setInputFiles(photoFile);
    await delivered.getByRole('img', { name: /Photo of the delivery/ }).waitFor();
    await page.keyboard.press('Escape');
    await delivered.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
    const notDelivered = page.getByRole('dialog', { name: /not delivered\?$/ });
    await notDelivered.waitFor();
    await page.keyboard.press('Escape');
    await notDelivered.waitFor({ state: 'detached' });
    for (const path of ['/delivered', '/today', '/order']) {
      await driver.goTo(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
  }

  return { taps, tap, openOrder, visitEveryScreen };
}

/** What to tap next on an order: on through its day, ending Delivered. */
export function nextKind(order) {
  if (order.status === 'Delivered') return null;
  const options = INTERMEDIATE.filter((status) => status !== order.status);
  // About five changes an order (300 over 60 orders at the default size).
  if (order.taps >= 4) return 'Delivered';
  const roll = random();
  if (roll < 0.2 && order.status !== 'Not Delivered') return 'Not delivered';
  if (roll < 0.25) return 'Delivered';
  return pick(options);
}
