// Types for deskPage.mjs (plain JavaScript so node runs it without a TypeScript step).
import type { Build } from './manifest.mjs';

export const DESK_MANIFEST: string;
export const DESK_START_BUDGET_GZIP_BYTES: number;
export const DESK_SERVICE_ENTRIES: string[];
export const DESK_MARKERS: string[];

export interface DeskPageResult {
  startGzipBytes: number;
  allGzipBytes: number;
  start?: { file: string; code: string; gzipBytes: number }[];
  problems: string[];
}

export function checkDeskPage(
  dist: string,
  options: { demoAllowed: boolean; appBuild: Pick<Build, 'manifest' | 'readCode'> },
): DeskPageResult;
