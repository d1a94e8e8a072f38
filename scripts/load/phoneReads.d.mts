// Types of phoneReads.mjs, for the unit tests (tests/unit/scripts/loadPhoneReads.test.ts).
export declare function phoneReadsOf(
  changes: readonly { type: 'added' | 'modified' | 'removed'; dispatchId: unknown }[],
  phoneUids: readonly string[],
  first: boolean,
): number;
