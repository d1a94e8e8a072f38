import { describe, expect, it } from 'vitest';
import {
  ALL_STAGES,
  cardsShown,
  COLUMNS_PER_STAGE,
  FIRST_SCREEN_CARDS,
  FIRST_SCREEN_COLUMNS,
  firstStage,
  nextStage,
  WHOLE_BOARD_CARDS,
} from '@/desk/board/cardStages';

// A big board drawn in stages (cardStages.ts); an ordinary day's drawn whole at once.

describe('the board drawn in stages', () => {
  it('draws an ordinary day whole in its first render', () => {
    expect(firstStage(0)).toBe(ALL_STAGES);
    expect(firstStage(WHOLE_BOARD_CARDS)).toBe(ALL_STAGES);
    expect(cardsShown(40, 30, firstStage(WHOLE_BOARD_CARDS))).toBe(40);
  });

  it('draws a big board’s first screen first: the first cards of the first regions', () => {
    const stage = firstStage(WHOLE_BOARD_CARDS + 1);
    expect(stage).toBe(0);
    expect(cardsShown(100, 0, stage)).toBe(FIRST_SCREEN_CARDS);
    expect(cardsShown(2, FIRST_SCREEN_COLUMNS - 1, stage)).toBe(2);
    expect(cardsShown(20, FIRST_SCREEN_COLUMNS, stage)).toBe(0);
  });

  it('adds whole regions stage by stage, never taking a card away, until all are drawn', () => {
    const columns = 44;
    const open = 25;
    let stage = 0;
    let drawn = Array.from({ length: columns }, (_, i) => cardsShown(open, i, stage));
    const stages = [stage];
    while (stage !== ALL_STAGES) {
      stage = nextStage(stage, columns);
      stages.push(stage);
      const now = Array.from({ length: columns }, (_, i) => cardsShown(open, i, stage));
      now.forEach((count, i) => expect(count).toBeGreaterThanOrEqual(drawn[i]!));
      drawn = now;
    }
    expect(drawn.every((count) => count === open)).toBe(true);
    expect(stages.length).toBe(Math.ceil(columns / COLUMNS_PER_STAGE) + 1);
  });
});
