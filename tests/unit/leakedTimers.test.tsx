import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { after, afterNextPaint } from '@/platform';
import { failOnLeakedTimers } from '../helpers/leakedTimers';

// The check of tests/setup.ts (docs/testing.md#leaks), on leaks planted here. Each test calls
// it itself, so that the leak fails here, as expected, and not in the teardown.

function LeavesItsFrame() {
  useEffect(() => {
    afterNextPaint(() => {}); // planted: the cancel it returns is dropped
  }, []);
  return null;
}

function CancelsItsFrame() {
  useEffect(() => afterNextPaint(() => {}), []);
  return null;
}

describe('the leaked timers check', () => {
  it("fails on a timer of the app's still waiting, naming where it was started", () => {
    after(60_000, () => {});
    expect(() => failOnLeakedTimers()).toThrow(
      /left 1 timer\(s\) of the app running[\s\S]*setTimeout started at src\/platform\/timers\.ts:\d+/,
    );
    // Once reported, it is cancelled: the next check finds nothing.
    expect(() => failOnLeakedTimers()).not.toThrow();
  });

  it('fails on a component that leaves its frame behind when unmounted', () => {
    render(<LeavesItsFrame />).unmount();
    expect(() => failOnLeakedTimers()).toThrow(/requestAnimationFrame started at src\/platform/);
  });

  it('passes a component that cancels its frame on unmount', () => {
    render(<CancelsItsFrame />).unmount();
    expect(() => failOnLeakedTimers()).not.toThrow();
  });

  it('passes a timer that was cancelled or has run, and leaves the test its own timers', async () => {
    after(60_000, () => {})();
    await new Promise<void>((resolve) => after(1, resolve));
    const own = setTimeout(() => {}, 60_000);
    expect(() => failOnLeakedTimers()).not.toThrow();
    clearTimeout(own);
  });
});
