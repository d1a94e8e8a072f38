// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phoneReadsOf } from '../../../scripts/load/phoneReads.mjs';

// The phones' reads counted from a desk's listener (scripts/load/phoneReads.mjs): what Firestore
// bills each phone's own listener (`dispatchId == uid`) for the same changes.

const phones = ['ana', 'rui', 'tiago'];

describe("the phones' reads, from a desk's listener", () => {
  it('bills each phone at least one read for its first snapshot, and one per order it holds', () => {
    const first = [
      { type: 'added', dispatchId: 'ana' },
      { type: 'added', dispatchId: 'ana' },
      { type: 'added', dispatchId: 'rui' },
      { type: 'added', dispatchId: undefined },
    ] as const;
    // ana 2, rui 1, tiago none: the empty first snapshot is still one read.
    expect(phoneReadsOf(first, phones, true)).toBe(4);
    expect(phoneReadsOf([], phones, true)).toBe(3);
  });

  it('bills a change to the phone whose order it is after it, never the one it left', () => {
    // Reassigned from ana to rui: rui's listener has it added (a read), ana's removed (none).
    expect(phoneReadsOf([{ type: 'modified', dispatchId: 'rui' }], phones, false)).toBe(1);
    expect(
      phoneReadsOf(
        [
          { type: 'modified', dispatchId: 'ana' },
          { type: 'modified', dispatchId: 'ana' },
          { type: 'added', dispatchId: 'tiago' },
        ],
        phones,
        false,
      ),
    ).toBe(3);
  });

  it('bills no phone for an order of none of theirs, nor for one that leaves the results', () => {
    const changes = [
      { type: 'modified', dispatchId: undefined },
      { type: 'modified', dispatchId: 'a driver without a phone here' },
      { type: 'added', dispatchId: 42 },
      { type: 'removed', dispatchId: 'ana' },
    ] as const;
    expect(phoneReadsOf(changes, phones, false)).toBe(0);
  });
});
