import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/platform';
import { ALL_STAGES, firstStage, nextStage } from './cardStages';

/**
 * The stage the board is drawn at (cardStages.ts): chosen by the board's size at its first
 * render, then one stage further after each painted frame, as a transition (React yields to
 * a tap or a key between cards), until every card is drawn.
 */
export function useCardStages(openCards: number, columns: number): number {
  const [stage, setStage] = useState(() => firstStage(openCards));
  useEffect(() => {
    if (stage === ALL_STAGES) return;
    return afterNextPaint(() => startTransition(() => setStage(nextStage(stage, columns))));
  }, [stage, columns]);
  return stage;
}
