// Build check (DESIGN.md §10, issue 7): the Google Maps library must not be in the initial
// chunk. Run after `vite build`; reads the Vite manifest (build.manifest in vite.config.ts).
//
// The initial chunk is the HTML entry plus everything it imports statically; dynamic imports
// (the map chunk among them) load later. A chunk "holds the maps library" when it contains a
// string found only in @react-google-maps/api. The check also proves that string is a valid
// marker: when the map adapter is part of the build, its own chunks must contain it.
import console from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const dist = process.argv[2] ?? 'dist';
const MAP_ADAPTER_SOURCE = 'src/features/map/googleMapsAdapter.ts';
const LIBRARY_MARKERS = ['There has been an Error with loading Google Maps API script'];

function fail(message) {
  console.error(`check-bundle: FAIL: ${message}`);
  process.exit(1);
}

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  fail(`${manifestPath} not found: run \`npm run build\` first (build.manifest must be on).`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function holdsLibrary(key) {
  const code = readFileSync(join(dist, manifest[key].file), 'utf8');
  return LIBRARY_MARKERS.some((marker) => code.includes(marker));
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) fail('the manifest has no entry chunk.');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const key of entryKeys) {
  if (!html.includes(`/${manifest[key].file}`)) {
    fail(`dist/index.html does not load the entry ${manifest[key].file}.`);
  }
}

const initial = staticClosure(entryKeys);
const initialWithLibrary = [...initial].filter(
  (key) => key.includes('@react-google-maps') || key === MAP_ADAPTER_SOURCE || holdsLibrary(key),
);
if (initialWithLibrary.length > 0) {
  fail(
    `the initial chunk holds the maps library: ${initialWithLibrary
      .map((key) => manifest[key].file)
      .join(', ')}`,
  );
}

if (manifest[MAP_ADAPTER_SOURCE]) {
  const adapterChunks = [...staticClosure([MAP_ADAPTER_SOURCE])];
  if (!adapterChunks.some(holdsLibrary)) {
    fail('the map chunk does not contain the library marker: update LIBRARY_MARKERS.');
  }
  const lazyChunks = adapterChunks.filter((key) => !initial.has(key) && holdsLibrary(key));
  console.log(
    `check-bundle: OK: @react-google-maps/api loads lazily (${lazyChunks
      .map((key) => manifest[key].file)
      .join(', ')}); ${initial.size} initial chunk file(s) are free of it.`,
  );
} else {
  console.log(
    'check-bundle: OK: the map is not part of this build yet; the initial chunk is free of the maps library.',
  );
}
