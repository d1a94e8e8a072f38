// Types for budget.mjs (plain JavaScript so node runs it without a TypeScript step).
import type { Build } from './manifest.mjs';

export const LOGIN_BUDGET_GZIP_BYTES: number;
export const SDK_MARKERS: Record<string, string[]>;
export const SDK_SOURCES: Record<string, string[]>;
export const SERVICE_ENTRIES: { demo: string; firebase: string };

export interface BudgetResult {
  mode: 'demo' | 'firebase';
  loginFiles: { file: string; gzipBytes: number }[];
  loginGzipBytes: number;
  maxLoginGzipBytes: number;
  lazyHolders: Record<string, string[]>;
  /** Chunks /login loads that hold the SDK (each one is also a problem). */
  loginHolders: Record<string, string[]>;
  problems: string[];
}

export function checkBudget(
  build: Pick<Build, 'manifest' | 'readCode'>,
  options: {
    mode: 'demo' | 'firebase';
    maxLoginGzipBytes?: number;
    markers?: Record<string, string[]>;
  },
): BudgetResult;

export function markerProblems(
  readSdk: (prefix: string) => string | null,
  markers?: Record<string, string[]>,
  sources?: Record<string, string[]>,
): string[];

export function readInstalledSdk(prefix: string, root?: string): string | null;

export function kb(bytes: number): string;
