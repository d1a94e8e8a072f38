import { describe, expect, it } from 'vitest';
import { capDeadline, retryDelayMs } from '@/outbox/backoff';

describe('retryDelayMs', () => {
  const policy = { baseDelayMs: 2_000, maxDelayMs: 60_000 };
  it('doubles per attempt, with jitter between half and all of the delay', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, policy, () => 0.999999)).toBe(2_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(4_000);
  });
  it('is capped, and a Retry-After is a floor', () => {
    expect(retryDelayMs(50, policy, () => 0.999999)).toBe(60_000);
    expect(retryDelayMs(1, policy, () => 0, 90_000)).toBe(90_000);
  });
});

describe('capDeadline', () => {
  it('keeps a deadline within the span and pulls in one beyond it (the clock moved back)', () => {
    expect(capDeadline(10_500, 10_000, 1_000)).toBe(10_500);
    expect(capDeadline(90_000_000, 10_000, 1_000)).toBe(11_000);
    expect(capDeadline(null, 10_000, 1_000)).toBeNull();
  });
});
