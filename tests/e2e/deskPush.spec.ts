import { expect, test, type BrowserContext } from '@playwright/test';
import { assignByMenu, deskAsManager, DESK_SIZE, firstUnassignedNumber } from './deskSupport';
import {
  notificationsInWorker,
  signInWithNotifications,
  watchDisplayedNotifications,
} from './pushSupport';

// Push on assignment in demo mode (docs/push.md#demo-mode): an order the desk gives Ana
// Ribeiro reaches her browser as the push the backend core sends (pushOnAssignment), shown by
// the driver app's worker — the desk in one page, the driver app with notifications on in
// another page of the same browser.

test.use({ viewport: DESK_SIZE });

/** The titles of the notifications the app's worker shows now. */
async function notificationTitles(context: BrowserContext): Promise<string[]> {
  return (await notificationsInWorker(context)).map((shown) => shown.title);
}

test('an order assigned on the desk reaches the driver as a push', async ({ context }) => {
  const phone = await context.newPage();
  await signInWithNotifications(context, phone);
  const displayed = await watchDisplayedNotifications(context, phone);
  const desk = await context.newPage();
  await deskAsManager(desk);

  const number = await firstUnassignedNumber(desk);
  await assignByMenu(desk, number, 'Ana Ribeiro');
  // The browser's own record of the display first: the list read while the notification is
  // being shown can lose it (docs/testing.md#hunting-a-flaky-test).
  await expect.poll(displayed).toContain(`New order #${number}`);
  await expect.poll(() => notificationTitles(context)).toContain(`New order #${number}`);

  // Taking it back sends nothing more: a push is for an order given, not one taken away.
  await assignByMenu(desk, number, 'Unassigned');
  await expect.poll(() => notificationTitles(context)).toEqual([`New order #${number}`]);
});
