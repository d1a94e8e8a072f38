import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sameContent } from '@/features/shared/keepUnchanged';
import { keepNothing, keepWhileSame, useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';

interface Count {
  n: number;
}
const keepSame = keepWhileSame<Count>((kept, next) => sameContent(kept, next));

describe('useKeptWhileUnchanged', () => {
  it('keeps the first value while later ones say the same, then follows a change', () => {
    const first = { n: 1 };
    const { result, rerender } = renderHook(({ value }) => useKeptWhileUnchanged(value, keepSame), {
      initialProps: { value: first },
    });
    act(() => rerender({ value: { n: 1 } }));
    expect(result.current).toBe(first);

    const changed = { n: 2 };
    act(() => rerender({ value: changed }));
    expect(result.current).toBe(changed);
    act(() => rerender({ value: { n: 2 } }));
    expect(result.current).toBe(changed);
  });

  it('asks keep once for each new value, not on every render', () => {
    const keep = vi.fn(keepSame);
    const one = { n: 1 };
    const two = { n: 2 };
    const { rerender } = renderHook(({ value }) => useKeptWhileUnchanged(value, keep), {
      initialProps: { value: one },
    });
    act(() => rerender({ value: one }));
    act(() => rerender({ value: two }));
    act(() => rerender({ value: two }));
    expect(keep.mock.calls).toEqual([[one, two, one]]);
  });

  it("gives keep's merge of the two, and each value as it comes with keepNothing", () => {
    const merge = (kept: Count, next: Count) => ({ n: kept.n + next.n });
    const merged = renderHook(({ value }) => useKeptWhileUnchanged(value, merge), {
      initialProps: { value: { n: 1 } },
    });
    act(() => merged.rerender({ value: { n: 2 } }));
    expect(merged.result.current).toEqual({ n: 3 });

    const asItComes = renderHook(({ value }) => useKeptWhileUnchanged(value, keepNothing), {
      initialProps: { value: { n: 1 } },
    });
    const next = { n: 1 };
    act(() => asItComes.rerender({ value: next }));
    expect(asItComes.result.current).toBe(next);
  });

  it('renders once for each new value with keepNothing, keeping again when keep changes', () => {
    let renders = 0;
    type Keep = (kept: Count, next: Count, before: Count) => Count;
    const first = { n: 1 };
    const { result, rerender } = renderHook(
      ({ value, keep }) => {
        renders += 1;
        return useKeptWhileUnchanged(value, keep);
      },
      { initialProps: { value: first, keep: keepNothing as Keep } },
    );
    const second = { n: 1 };
    renders = 0;
    act(() => rerender({ value: second, keep: keepNothing }));
    expect(result.current).toBe(second);
    expect(renders).toBe(1);

    // The rule's chunk in: a value that says the same as the shown one keeps one of them.
    act(() => rerender({ value: second, keep: keepSame }));
    act(() => rerender({ value: { n: 1 }, keep: keepSame }));
    expect([first, second]).toContain(result.current);
    const changed = { n: 2 };
    act(() => rerender({ value: changed, keep: keepSame }));
    expect(result.current).toBe(changed);
  });

  it('keepWhileSame compares each value with the one before it, and keeps the first', () => {
    const same = vi.fn((a: Count, b: Count) => sameContent(a, b));
    const first = { n: 1 };
    const second = { n: 1 };
    const { result, rerender } = renderHook(
      ({ value }) => useKeptWhileUnchanged(value, keepWhileSame(same)),
      { initialProps: { value: first } },
    );
    act(() => rerender({ value: second }));
    const third = { n: 1 };
    act(() => rerender({ value: third }));
    expect(result.current).toBe(first);
    expect(same.mock.calls).toEqual([
      [first, second],
      [second, third],
    ]);
  });
});
