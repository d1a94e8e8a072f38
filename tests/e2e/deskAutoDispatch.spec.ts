import { expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  cardNumbers,
  deskAsManager,
  deskAsManagerInPortuguese,
  DESK_SIZE,
  driverRegion,
  unassigned,
  editDemoShifts,
} from './deskSupport';
import { expectNoAxeViolations } from './screenChecks';

// Auto-dispatch on the desk (docs/auto-dispatch.md), over the demo's day, where Tiago Costa and
// Rui Lopes start on shift with a position: the assign menu best first with its figures and
// "Suggested", the card's suggestion, "Auto-assign n"'s preview and "Assign all", an order
// another manager takes while the preview is open, nobody on shift; axe clean with the menu and
// the preview open; European Portuguese.

test.use({ viewport: DESK_SIZE });

/** Every driver off shift, as the demo's backend stores it, told to the desk's change bus. */
const everyoneOffShift = (page: Page) => editDemoShifts(page, null);

test('the menu lists the drivers best first with their figures, the first suggested', async ({
  page,
}) => {
  await deskAsManager(page);
  const [first] = await cardNumbers(unassigned(page));
  const number = (first ?? '').replace(/^#/, '');
  const card = page.getByRole('article', { name: `#${number}`, exact: true });
  await expect(card.getByText(/^Suggested: (Tiago Costa|Rui Lopes), \+\d+ min$/)).toBeVisible();

  await card.getByRole('button', { name: `Assign #${number}`, exact: true }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveCount(3);
  const figures = /^(Tiago Costa|Rui Lopes) — \+\d+ min, (on time|\d+ min late)/;
  await expect(items.nth(0)).toHaveText(new RegExp(`${figures.source} Suggested$`));
  await expect(items.nth(1)).toHaveText(figures);
  // Ana is off shift: last, by name, without a figure.
  await expect(items.nth(2)).toHaveText('Ana Ribeiro');
  await expectNoAxeViolations(page);

  // The suggested driver is the one the card named; choosing them assigns as ever.
  const suggested = (await card.getByText(/^Suggested:/).textContent()) ?? '';
  const name = /^Suggested: (.+), \+/.exec(suggested)?.[1] ?? '';
  await items.nth(0).click();
  await expect(page.getByText(`#${number} assigned to ${name}.`)).toBeVisible();
});

test('Auto-assign previews the queue, and Assign all assigns the ticked lines', async ({
  page,
}) => {
  await deskAsManager(page);
  const before = await cardNumbers(unassigned(page));
  await unassigned(page)
    .getByRole('button', { name: `Auto-assign ${before.length}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
  const lines = dialog.getByRole('checkbox');
  await expect(lines).toHaveCount(before.length);
  await expect(dialog.getByText(/^#\d+ → (Tiago Costa|Rui Lopes)$/).first()).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`^${before.length} orders to assign: \\+\\d+ min of driving, `),
  );
  await expectNoAxeViolations(page);

  // Untick the first line: that order stays unassigned.
  const kept = (await lines.first().getAttribute('aria-label')) ?? '';
  const keptNumber = /^Assign (#\d+) to/.exec(kept)?.[1] ?? '';
  await lines.first().uncheck();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`^${before.length - 1} orders? to assign`),
  );
  await dialog.getByRole('button', { name: 'Assign all' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cardNumbers(unassigned(page))).toEqual([keptNumber]);
});

test('an order another manager takes while the preview is open is reported, and stays theirs', async ({
  context,
}) => {
  // Two managers: two tabs of the desk on the demo's backend, which tells every tab its writes.
  const mine = await context.newPage();
  await deskAsManager(mine);
  const theirs = await context.newPage();
  await theirs.goto('/desk');
  await expect(unassigned(theirs).getByRole('article').first()).toBeVisible();

  await unassigned(mine)
    .getByRole('button', { name: /^Auto-assign \d+$/ })
    .click();
  const dialog = mine.getByRole('dialog', { name: 'Auto-assign' });
  const line = (await dialog.getByRole('checkbox').first().getAttribute('aria-label')) ?? '';
  const [, number = '', planned = ''] = /^Assign #(\d+) to (.+)$/.exec(line) ?? [];
  expect(number, line).not.toBe('');
  const other = planned.startsWith('Tiago Costa') ? 'Rui Lopes' : 'Tiago Costa';

  // Meanwhile, the other manager gives that order to the other driver.
  await assignByMenu(theirs, number, other);
  await expect(card(driverRegion(theirs, other), number)).toBeVisible();
  await expect(card(driverRegion(mine, other), number)).toBeVisible();

  await dialog.getByRole('button', { name: 'Assign all' }).click();
  await expect(mine.getByRole('alert')).toContainText(`${other} took #${number} meanwhile.`);
  await expect(card(driverRegion(mine, other), number)).toBeVisible();
  await expect(card(unassigned(mine), number)).toHaveCount(0);
});

test('with nobody on shift, no suggestion and nothing to auto-assign', async ({ page }) => {
  await deskAsManager(page);
  await everyoneOffShift(page);
  const first = unassigned(page).getByRole('article').first();
  await expect(first.getByText('No suggestion: no driver is on shift')).toBeVisible();
  const count = (await cardNumbers(unassigned(page))).length;
  await unassigned(page)
    .getByRole('button', { name: `Auto-assign ${count}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
  await expect(dialog.getByText('Nothing to assign')).toBeVisible();
  await expect(dialog.getByText(/^#\d+: No driver is on shift$/)).toHaveCount(count);
  await expect(dialog.getByRole('button', { name: 'Assign all' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('in European Portuguese', async ({ page }) => {
  await deskAsManagerInPortuguese(page);
  await expect(
    page.getByText(/^Sugerido: (Tiago Costa|Rui Lopes), \+\d+ min$/).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Atribuir automaticamente \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Atribuir automaticamente' });
  await expect(dialog.getByRole('button', { name: 'Atribuir todas' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Settings → Distribuição automática: the switch and the limit, saved.
  await page.getByRole('button', { name: 'Definições' }).click();
  const section = page.getByRole('region', { name: 'Distribuição automática' });
  const box = section.getByRole('checkbox', {
    name: 'Atribuir automaticamente as novas encomendas',
  });
  await expect(box).not.toBeChecked();
  const limit = section.getByRole('spinbutton', { name: 'No máximo n encomendas por estafeta' });
  await limit.fill('0');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    section.getByText('Indique um número inteiro de encomendas de 1 a 50.'),
  ).toBeVisible();
  await limit.fill('8');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(section.getByText('Guardado.')).toBeVisible();
  await expectNoAxeViolations(page);
});
