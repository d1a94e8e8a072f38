// Types for startWords.mjs (plain JavaScript so node runs it without a TypeScript step).

export function signedInSections(source?: string): string[];
export function signedInWordsProblems(
  files: readonly (readonly [string, string])[],
  sections?: readonly string[],
): string[];
