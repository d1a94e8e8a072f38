import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WHOLE_BOARD_CARDS } from '@/desk/board/cardStages';
import { deskOrder } from '../../support/fakeDeskServices';
import { NOW, MINUTE, region, renderBoard } from './deskSupport';

// A day bigger than an ordinary one is drawn in stages (docs/desk.md#performance): every card
// still ends up in the page, to find by its name, and nothing is taken away meanwhile.

function bigDay() {
  return Array.from({ length: WHOLE_BOARD_CARDS + 10 }, (_, i) =>
    deskOrder(`r${2000 + i}`, {
      dispatchId: i % 3 === 0 ? 'u-ana' : '',
      dueAt: NOW + i * MINUTE,
    }),
  );
}

describe('a big board', () => {
  it('ends up with every card on it, the focused one kept where it was', async () => {
    const { user } = await renderBoard(bigDay());
    // Drawn in the first stage: the day's earliest unassigned order.
    const first = within(region('Unassigned')).getByRole('button', { name: 'Assign #2001' });
    first.focus();
    await waitFor(
      () =>
        expect(document.querySelectorAll('[data-card-id]')).toHaveLength(WHOLE_BOARD_CARDS + 10),
      { timeout: 10_000 },
    );
    expect(document.activeElement).toBe(first);
    // The last order of the day, far below the fold, is found by its name and assigned.
    const last = 2000 + WHOLE_BOARD_CARDS + 9;
    const card = document.querySelector(`[data-card-id="r${last}"]`) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: `Assign #${last}` }));
    expect(screen.getByRole('menuitem', { name: 'Tiago Costa' })).toBeVisible();
  });
});
