import { describe, expect, it } from 'vitest';
import {
  encodeWithinLimit,
  encodingAttempts,
  MAX_LONGEST_SIDE_PX,
  MAX_PHOTO_BYTES,
  targetDimensions,
} from '@/features/orders/proof/shrinkPlan';

describe('targetDimensions', () => {
  it('scales a landscape phone photo to 1600 px on its longest side, keeping the ratio', () => {
    expect(targetDimensions({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
  });

  it('scales a portrait photo by its height', () => {
    expect(targetDimensions({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
  });

  it('never scales up a small photo', () => {
    expect(targetDimensions({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(targetDimensions({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
  });

  it('keeps at least one pixel on a very thin panorama', () => {
    expect(targetDimensions({ width: 20000, height: 5 })).toEqual({ width: 1600, height: 1 });
  });
});

describe('encodingAttempts', () => {
  it('steps the quality down first, then the size, never above the limit', () => {
    const attempts = encodingAttempts({ width: 4032, height: 3024 });
    expect(attempts[0]).toEqual({ width: 1600, height: 1200, quality: 0.82 });
    expect(attempts.slice(0, 5).map((a) => a.quality)).toEqual([0.82, 0.72, 0.62, 0.52, 0.42]);
    expect(attempts.slice(0, 5).every((a) => a.width === 1600)).toBe(true);
    expect(attempts[5]).toEqual({ width: 1200, height: 900, quality: 0.62 });
    for (const attempt of attempts) {
      expect(Math.max(attempt.width, attempt.height)).toBeLessThanOrEqual(MAX_LONGEST_SIDE_PX);
    }
    // Sizes only shrink from one attempt to the next.
    for (let i = 1; i < attempts.length; i += 1) {
      expect(attempts[i].width).toBeLessThanOrEqual(attempts[i - 1].width);
    }
  });

  it('does not repeat an attempt for a photo too small to shrink further', () => {
    const attempts = encodingAttempts({ width: 1, height: 1 });
    const keys = attempts.map((a) => `${a.width}x${a.height}@${a.quality}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(attempts.every((a) => a.width === 1 && a.height === 1)).toBe(true);
  });
});

describe('encodeWithinLimit', () => {
  const attempts = encodingAttempts({ width: 4000, height: 3000 });

  it('stops at the first encoding that fits', async () => {
    const tried: number[] = [];
    const result = await encodeWithinLimit(attempts, async (attempt) => {
      tried.push(attempt.quality);
      return {
        byteLength: attempt.quality > 0.7 ? MAX_PHOTO_BYTES + 1 : MAX_PHOTO_BYTES,
        result: attempt,
      };
    });
    expect(tried).toEqual([0.82, 0.72, 0.62]);
    expect(result.attempt.quality).toBe(0.62);
    expect(result.byteLength).toBe(MAX_PHOTO_BYTES);
  });

  it('keeps the smallest one when nothing fits, rather than no photo', async () => {
    const sizes = [900_000, 500_000, 450_000, 700_000];
    let call = 0;
    const result = await encodeWithinLimit(attempts.slice(0, 4), async () => ({
      byteLength: sizes[call++],
      result: call,
    }));
    expect(call).toBe(4);
    expect(result.byteLength).toBe(450_000);
    expect(result.result).toBe(3);
  });

  it('passes an encoder failure on', async () => {
    await expect(
      encodeWithinLimit(attempts, async () => {
        throw new Error('canvas lost');
      }),
    ).rejects.toThrow('canvas lost');
  });
});
