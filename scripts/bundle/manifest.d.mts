// Types for manifest.mjs (plain JavaScript so node runs it without a TypeScript step).

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Build {
  dist?: string;
  manifest: Manifest;
  html?: string;
  /** login.html, whose classic scripts (public/boot.js) count in /login's JS; null: none. */
  loginHtml?: string | null;
  readCode(file: string): string;
}

export function loadBuild(dist: string): Build & { dist: string; html: string };
export function classicScripts(html: string): string[];
export function entryKeys(manifest: Manifest): string[];
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string>;
export function fullClosure(manifest: Manifest, keys: readonly string[]): Set<string>;
export function gzipBytes(text: string): number;
export function containsAny(code: string, markers: readonly string[]): boolean;
