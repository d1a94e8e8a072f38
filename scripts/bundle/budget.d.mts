// Types for budget.mjs (plain JavaScript so node runs it without a TypeScript step).
import type { Build } from './manifest.mjs';

export const LOGIN_BUDGET_GZIP_BYTES: number;
export const AFTER_SIGN_IN_BUDGET_GZIP_BYTES: number;
export const SDK_MARKERS: Record<string, string[]>;
export const SDK_SOURCES: Record<string, string[]>;
export const SERVICE_ENTRIES: { demo: string; firebase: string };
export const SIGNED_IN_CHUNK: string;
export const SIGNED_IN_DATA: { demo: string[]; firebase: string[] };
export const OTHER_CATALOGUES: RegExp;

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

export interface AfterSignInResult {
  mode: 'demo' | 'firebase';
  /** What signing in adds to /login's JS and the prefetched signed-in screens. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  maxGzipBytes: number;
  /** Everything a signed-in start loads before the orders show (/login's JS included). */
  startFiles: { file: string; gzipBytes: number }[];
  startGzipBytes: number;
  problems: string[];
}

export function checkAfterSignIn(
  build: Pick<Build, 'manifest' | 'readCode'>,
  options: {
    mode: 'demo' | 'firebase';
    maxGzipBytes?: number;
    markers?: Record<string, string[]>;
  },
): AfterSignInResult;

export function markerProblems(
  readSdk: (prefix: string) => string | null,
  markers?: Record<string, string[]>,
  sources?: Record<string, string[]>,
): string[];

export function readInstalledSdk(prefix: string, root?: string): string | null;

export function kb(bytes: number): string;
