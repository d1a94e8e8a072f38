import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMemoObject } from '@/features/shared/useMemoObject';

describe('useMemoObject', () => {
  it('keeps the same object while no member changes', () => {
    const load = () => {};
    const { result, rerender } = renderHook((props) => useMemoObject(props), {
      initialProps: { count: 1, load },
    });
    const first = result.current;
    rerender({ count: 1, load });
    expect(result.current).toBe(first);
  });

  it('gives a new object when a member changes', () => {
    const { result, rerender } = renderHook((props) => useMemoObject(props), {
      initialProps: { count: 1 },
    });
    const first = result.current;
    rerender({ count: 2 });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ count: 2 });
  });
});
