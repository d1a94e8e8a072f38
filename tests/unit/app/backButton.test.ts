import { afterEach, describe, expect, it } from 'vitest';
import { backButtonCloses, closeTopOverlay } from '@/app/backButton';

describe('what the back button closes', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('closes nothing when nothing is open', () => {
    expect(closeTopOverlay()).toBe(false);
  });

  it('closes the newest overlay first, each once', () => {
    const closed: string[] = [];
    stops.push(backButtonCloses(() => closed.push('drawer')));
    stops.push(backButtonCloses(() => closed.push('dialog')));
    expect(closeTopOverlay()).toBe(true);
    expect(closeTopOverlay()).toBe(true);
    expect(closeTopOverlay()).toBe(false);
    expect(closed).toEqual(['dialog', 'drawer']);
  });

  it('forgets an overlay that closed by itself', () => {
    const closed: string[] = [];
    const stop = backButtonCloses(() => closed.push('drawer'));
    stop();
    expect(closeTopOverlay()).toBe(false);
    expect(closed).toEqual([]);
  });
});
