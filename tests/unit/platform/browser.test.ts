import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  after,
  afterNextPaint,
  whenIdle,
  asError,
  deferred,
  delay,
  errorMessage,
  every,
  isOnline,
  matchesMedia,
  onBackOnline,
  onConnectivityChange,
  onHidden,
  onVisible,
  safeLocalStorage,
  withDeadline,
} from '@/platform';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('timers', () => {
  it('after: calls back once, and not at all when cancelled first', () => {
    vi.useFakeTimers();
    const called = vi.fn();
    const cancelled = vi.fn();
    after(100, called);
    const cancel = after(100, cancelled);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(called).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("withDeadline: the work's outcome in time, the late answer after, and no timer left", async () => {
    vi.useFakeTimers();
    const late = vi.fn(() => 'late');
    await expect(withDeadline(Promise.resolve('work'), 100, late)).resolves.toBe('work');
    await expect(withDeadline(Promise.reject(new Error('refused')), 100, late)).rejects.toThrow(
      'refused',
    );
    expect(vi.getTimerCount()).toBe(0);

    const slow = deferred<string>();
    const waited = withDeadline(slow.promise, 100, late);
    vi.advanceTimersByTime(100);
    await expect(waited).resolves.toBe('late');
    slow.resolve('too late');
    await expect(waited).resolves.toBe('late');

    const thrown = withDeadline(new Promise<string>(() => {}), 100, () => {
      throw new Error('gave up');
    });
    vi.advanceTimersByTime(100);
    await expect(thrown).rejects.toThrow('gave up');
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('every: repeats until stopped', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = every(100, tick);
    vi.advanceTimersByTime(300);
    stop();
    vi.advanceTimersByTime(300);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('delay: resolves after the time, and at once for 0', async () => {
    vi.useFakeTimers();
    let done = false;
    void delay(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await expect(delay(0)).resolves.toBeUndefined();
  });
});

describe('afterNextPaint', () => {
  it('runs the task once the next frame is drawn, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled(); // no frame yet
    frames.shift()?.(0);
    expect(task).not.toHaveBeenCalled(); // the frame's paint comes after its callbacks
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame on a hidden page, which draws none', () => {
    vi.useFakeTimers();
    const nextFrame = vi.spyOn(window, 'requestAnimationFrame');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(nextFrame).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle after the next frame, at the latest after the timeout, unless cancelled', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    /** The next frame is drawn: its callbacks, then the timeout after its paint. */
    const drawFrame = () => {
      frames.shift()?.(0);
      vi.advanceTimersByTime(0);
    };
    const idle: { task: IdleRequestCallback; timeout?: number }[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      (task: IdleRequestCallback, options?: IdleRequestOptions) => {
        idle.push({ task, timeout: options?.timeout });
        return idle.length;
      },
    );
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      const task = vi.fn();
      whenIdle(task, 500);
      // Not before the frame that shows what was just committed.
      expect(idle).toHaveLength(0);
      drawFrame();
      expect(idle[0]?.timeout).toBe(500);
      expect(task).not.toHaveBeenCalled();
      idle[0]?.task({ didTimeout: false, timeRemaining: () => 10 });
      expect(task).toHaveBeenCalledTimes(1);

      const cancelledTask = vi.fn();
      const cancel = whenIdle(cancelledTask, 500);
      drawFrame();
      cancel();
      expect(cancelIdle).toHaveBeenCalledWith(2);
      idle[1]?.task({ didTimeout: false, timeRemaining: () => 10 });
      expect(cancelledTask).not.toHaveBeenCalled();

      // Cancelled before its frame: it never asks for idle time.
      const cancelledEarly = vi.fn();
      whenIdle(cancelledEarly, 500)();
      drawFrame();
      expect(idle).toHaveLength(2);
      expect(cancelledEarly).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('runs after the next frame where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const task = vi.fn();
      whenIdle(task, 500);
      frames.shift()?.(0);
      vi.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      whenIdle(cancelled, 500)();
      frames.shift()?.(0);
      vi.advanceTimersByTime(0);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('matchesMedia', () => {
  it('answers the media query, and false where there is no matchMedia (jsdom)', () => {
    expect(matchesMedia('(min-width: 900px)')).toBe(false);
    const query = vi.fn((text: string) => ({ matches: text === '(min-width: 900px)' }));
    vi.stubGlobal('matchMedia', query);
    try {
      expect(matchesMedia('(min-width: 900px)')).toBe(true);
      expect(matchesMedia('(prefers-color-scheme: dark)')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('deferred', () => {
  it('settles when its owner says so', async () => {
    const resolved = deferred<number>();
    resolved.resolve(3);
    await expect(resolved.promise).resolves.toBe(3);
    const rejected = deferred<number>();
    const failure = new Error('no');
    rejected.reject(failure);
    await expect(rejected.promise).rejects.toBe(failure);
  });
});

describe('the connection', () => {
  it('reads navigator.onLine', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOnline()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(isOnline()).toBe(true);
  });

  it('reports each change until unsubscribed', () => {
    const changes: boolean[] = [];
    const backOnline = vi.fn();
    const stop = onConnectivityChange((online) => changes.push(online));
    const stopBack = onBackOnline(backOnline);
    setOnline(false);
    setOnline(true);
    stop();
    stopBack();
    setOnline(false);
    setOnline(true);
    expect(changes).toEqual([false, true]);
    expect(backOnline).toHaveBeenCalledTimes(1);
  });
});

describe('visibility', () => {
  it.each([
    ['becomes visible, not when it hides', onVisible, 'visible', 'hidden'],
    ['hides, not when it comes back', onHidden, 'hidden', 'visible'],
  ] as const)('calls back when the page %s', (_label, listen, state, other) => {
    const callback = vi.fn();
    const stop = listen(callback);
    setVisibility(other);
    expect(callback).not.toHaveBeenCalled();
    setVisibility(state);
    stop();
    setVisibility(state);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('safeLocalStorage', () => {
  it('is the browser’s storage where there is one', () => {
    expect(safeLocalStorage()).toBe(window.localStorage);
  });

  it('is null where reading it throws (site data blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(safeLocalStorage()).toBeNull();
  });
});

describe('asError', () => {
  it('keeps an Error and wraps anything else', () => {
    const error = new TypeError('boom');
    expect(asError(error)).toBe(error);
    expect(asError('text')).toEqual(new Error('text'));
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(error)).toBe('boom');
  });
});
