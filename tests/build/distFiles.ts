import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `directory`, as paths relative to it with forward slashes. */
export function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The precache list that vite-plugin-pwa injected into the built worker. */
export function precacheEntries(swSource: string): PrecacheEntry[] {
  const list = /\[\{"revision":.*?\}\]/s.exec(swSource);
  if (!list) throw new Error('no precache list found in sw.js');
  return JSON.parse(list[0]) as PrecacheEntry[];
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') throw new Error(`${path} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
