// The poison order at the end of the shift (issue 32): with every change of one order answered
// 500 all shift, every other order's changes must have drained beside it, and its own must end
// in the unsent-changes sheet with Retry and Discard; nothing else held.
import { outboxEntries, stuckOutbox, unsentSheet } from './outbox.mjs';

/** Waits up to 3 minutes for `done()`; false when it never came. */
export async function waitUntil(page, done, ms = 180_000) {
  const by = Date.now() + ms;
  for (;;) {
    if (await done().catch(() => false)) return true;
    if (Date.now() > by) return false;
    await page.waitForTimeout(1000);
  }
}

/**
 * The poison order at the end of the shift: every other order drains beside it, and its own
 * changes end in the unsent-changes sheet with Retry and Discard. Then the poison is lifted and
 * each of them retried from the sheet, so the checks of every order's taps cover it too.
 */
export async function poisonAtTheEnd({ driver, plan, order }) {
  const { page } = driver;
  const onlyPoison = async () =>
    (await outboxEntries(page)).entries.every((e) => e.receiptId === order.id);
  const othersDrained = await waitUntil(page, onlyPoison);
  const { entries } = await outboxEntries(page);
  const stuck = othersDrained ? undefined : await stuckOutbox(page);
  let shown = null;
  // Shown with Retry and Discard within a bounded time (not before its retries are over).
  await waitUntil(
    page,
    async () => {
      if (shown) await page.keyboard.press('Escape');
      shown = await unsentSheet(page);
      return shown !== null && shown.listed.every((item) => item.retry && item.discard);
    },
    90_000,
  );
  const listed = shown?.listed ?? [];
  const log = await driver.readLog();
  const appliedWhilePoisoned = log.applied.filter((a) => a.receiptId === order.id).length;
  await plan.poison(null);
  if (shown) {
    for (let i = 0; i < listed.length; i += 1) {
      const retry = shown.sheet.getByRole('button', { name: 'Retry', exact: true });
      if ((await retry.count()) === 0) break;
      await retry
        .first()
        .click({ timeout: 2_000 })
        .catch(() => {});
      await page.waitForTimeout(300);
    }
    await shown.sheet
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 2_000 })
      .catch(() => page.keyboard.press('Escape'));
  }
  const { id: orderId, orderNumber } = order;
  return { orderId, orderNumber, othersDrained, entries, listed, appliedWhilePoisoned, stuck };
}
