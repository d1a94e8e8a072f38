// Types for baselineWorktree.mjs (plain JavaScript so node runs it without a TypeScript step).
export function baselineWorktreeDir(commit: string): string;
export function missingPackages(dir: string): string[];
export function prepareBaselineWorktree(commit: string, log: (line: string) => void): string;
