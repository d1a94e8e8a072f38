import type { Manifest } from '../../../scripts/bundle/manifest.mjs';

/**
 * A build as the size budget reads it (scripts/bundle/manifest.mjs): its manifest, and each
 * file's code from `files`; a file the manifest names but `files` lacks is an error.
 */
export function fakeBuild(manifest: Manifest, files: Record<string, string>) {
  return {
    manifest,
    readCode(file: string) {
      const text = files[file];
      if (text === undefined) throw new Error(`no file ${file}`);
      return text;
    },
  };
}
