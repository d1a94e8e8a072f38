import { expect, test, type Page } from '@playwright/test';
import {
  cardNumbers,
  deskAsManager,
  DEMO_DRIVER_UIDS,
  DESK_SIZE,
  driverRegion,
  editDemoShifts,
  unassigned,
} from './deskSupport';
import { readDatabase } from './support';

// The run a driver's phone shares with its position (docs/desk.md#the-board,
// docs/auto-dispatch.md#inputs), over the demo's day, where Tiago Costa's phone has shared his:
// his region lists his open orders in that order, and follows a new one as it arrives; the
// Auto-assign preview, with every run shared, says none is estimated.

test.use({ viewport: DESK_SIZE });

const DB = 'dispatch-demo';
const TIAGO = DEMO_DRIVER_UIDS['Tiago Costa'];

interface StoredShift {
  uid: string;
  run?: string[] | null;
}

/** Tiago's shared run as the demo's backend stores it, as the cards' numbers ("#1012"). */
async function storedRun(page: Page): Promise<string[] | null> {
  const rows = await readDatabase(page, DB, ['driverShifts']);
  const shift = (rows?.driverShifts as StoredShift[] | undefined)?.find((r) => r.uid === TIAGO);
  return shift?.run?.map((id) => `#${id.replace('demo-order-', '')}`) ?? null;
}

/** Tiago's phone sends another run with its next position (the demo's store, and its bus). */
async function shareRun(page: Page, numbers: readonly string[]) {
  const run = numbers.map((number) => `demo-order-${number.replace('#', '')}`);
  await editDemoShifts(page, { uid: TIAGO, set: { run } });
}

test('a driver’s region lists their open orders in the run their phone shared', async ({
  page,
}) => {
  await deskAsManager(page);
  const tiago = driverRegion(page, 'Tiago Costa');
  const shared = await storedRun(page);
  expect(shared?.length).toBeGreaterThan(1);
  await expect.poll(() => cardNumbers(tiago)).toEqual(shared);

  // Both drivers on shift have shared their run: the preview estimates none, and says nothing.
  await unassigned(page)
    .getByRole('button', { name: /^Auto-assign \d+$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
  await expect(dialog.getByText(/^#\d+ → /).first()).toBeVisible();
  await expect(dialog.getByText(/Runs estimated/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // His phone's next position carries another order: the region follows it.
  const reversed = [...(shared ?? [])].reverse();
  await shareRun(page, reversed);
  await expect.poll(() => cardNumbers(tiago)).toEqual(reversed);
});
