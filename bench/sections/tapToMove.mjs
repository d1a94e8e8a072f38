// Section 4: tap to move. On an order's detail page, tap "Delivered", then "Confirm delivered"
// in its sheet, and time (in the page) from that confirming tap until the app shows the order as
// delivered — the Delivered choice pressed, which the detail page reads from the same orders
// state that splits the open and delivered lists — then check, untimed, that the row is in the
// Delivered list. Also timed: from the first tap to the sheet on screen (the first feedback).
// Runs on the bench build with ?benchSeed (enough open orders for every tap) and the demo's
// normal backend delay, so it measures what the app does against a ~600 ms backend.
import { PHONE, median, percentile, signIn } from '../lib.mjs';

/**
 * In the page: tap "Delivered", then "Confirm delivered" in the sheet it opens (docs/outcomes.md);
 * resolve { feedbackMs, movedMs }: from the first tap to the sheet on screen, and from the
 * confirming tap to the order shown delivered.
 */
function tapDelivered() {
  const buttonNamed = (name, extra = '') =>
    [...document.querySelectorAll(`button${extra}`)].find((b) => b.textContent?.trim() === name);
  /** Resolves with ms from `tap()` until `seen()` holds, counted at the frame showing it. */
  const timeUntil = (tap, seen, what) =>
    new Promise((resolve, reject) => {
      let start = 0;
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`${what} within 15 s`));
      }, 15_000);
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
      start = performance.now();
      tap();
    });
  const delivered = buttonNamed('Delivered');
  if (!delivered) return Promise.reject(new Error('no Delivered button on the detail page'));
  return timeUntil(
    () => delivered.click(),
    () => buttonNamed('Confirm delivered') !== undefined,
    'the "Confirm delivered" sheet did not open',
  ).then((feedbackMs) =>
    timeUntil(
      () => buttonNamed('Confirm delivered')?.click(),
      () => buttonNamed('Delivered', '[aria-pressed="true"]') !== undefined,
      'the order did not move',
    ).then((movedMs) => ({ feedbackMs, movedMs })),
  );
}

async function openMenuLink(page, name) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** `fast`: the bench seed's ?benchFast=1, no backend delay — the app's own share of the time. */
export async function measureTapToMove(browser, { url, taps = 20, fast = false }) {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    // Its own database: taps + a margin of open orders, seeded once per day.
    await page.goto(`${url}/login?benchSeed=${taps + 10}${fast ? '&benchFast=1' : ''}`);
    await signIn(page);
    const open = page.getByRole('list', { name: 'Open orders' });
    await open.locator('.order-row').first().waitFor({ timeout: 30_000 });
    const moved = [];
    const feedback = [];
    const missing = [];
    for (let i = 0; i < taps; i++) {
      const first = open.getByRole('link').first();
      const title = (await first.locator('.order-row__title').textContent()) ?? '';
      await first.click();
      await page.getByRole('heading', { name: title }).waitFor();
      const timing = await page.evaluate(tapDelivered);
      moved.push(timing.movedMs);
      feedback.push(timing.feedbackMs);
      await openMenuLink(page, 'Delivered');
      const inDelivered = page
        .getByRole('list', { name: 'Delivered' })
        .locator('.order-row__title', { hasText: title });
      if (
        !(await inDelivered
          .first()
          .isVisible()
          .catch(() => false))
      ) {
        await inDelivered
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => missing.push(title));
      }
      await openMenuLink(page, 'Order');
      await open.locator('.order-row').first().waitFor({ timeout: 10_000 });
    }
    return {
      medianMs: median(moved),
      p95Ms: percentile(moved, 95),
      feedbackMedianMs: median(feedback),
      taps: moved.length,
      runsMs: moved,
      notInDeliveredList: missing,
    };
  } finally {
    await context.close();
  }
}
