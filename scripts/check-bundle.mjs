// Build check (docs/map.md): the Google Maps library must not be in the initial
// chunk, and the route map (the "Map" of /order) must not load with the signed-in screens. Run after `vite build`; reads the Vite manifest (build.manifest in vite.config.ts).
//
// The initial chunk is the HTML entry plus everything it imports statically; dynamic imports
// (the map chunk among them) load later. A chunk "holds the maps library" when it contains a
// string found only in @react-google-maps/api. The check also proves that string is a valid
// marker: when the map adapter is part of the build, its own chunks must contain it.
import console from 'node:console';
import process from 'node:process';
import {
  containsAny,
  entryKeys,
  loadBuild,
  staticClosure as closureIn,
} from './bundle/manifest.mjs';

const dist = process.argv[2] ?? 'dist';
const MAP_ADAPTER_SOURCE = 'src/ui/maps/googleMapsAdapter.ts';
const LIBRARY_MARKERS = ['There has been an Error with loading Google Maps API script'];

function fail(message) {
  console.error(`check-bundle: FAIL: ${message}`);
  process.exit(1);
}

let build;
try {
  build = loadBuild(dist);
} catch (error) {
  fail(`${error.message} Run \`npm run build\` first.`);
}
const { manifest, html } = build;
const staticClosure = (keys) => closureIn(manifest, keys);
const holdsLibrary = (key) => containsAny(build.readCode(manifest[key].file), LIBRARY_MARKERS);

const entries = entryKeys(manifest);
if (entries.length === 0) fail('the manifest has no entry chunk.');

for (const key of entries) {
  if (!html.includes(`/${manifest[key].file}`)) {
    fail(`dist/index.html does not load the entry ${manifest[key].file}.`);
  }
}

const initial = staticClosure(entries);
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

// The route map loads only when "Map" is chosen: neither the initial chunk nor the signed-in
// screens' chunk (what /order in List view loads) may carry its code. The marker is a class
// name only the drawing's markers use; the route map's own chunk must contain it.
const ROUTE_MAP_SOURCE = 'src/features/map/RouteMap.tsx';
const SIGNED_IN_SOURCE = 'src/app/signedIn.ts';
const ROUTE_MAP_MARKERS = ['route-drawing__marker'];
const holdsRouteMap = (key) => containsAny(build.readCode(manifest[key].file), ROUTE_MAP_MARKERS);

if (!manifest[ROUTE_MAP_SOURCE]) fail(`${ROUTE_MAP_SOURCE} is not a chunk of its own.`);
if (!holdsRouteMap(ROUTE_MAP_SOURCE)) {
  fail('the route map chunk does not contain its marker: update ROUTE_MAP_MARKERS.');
}
const firstScreen = staticClosure([...entries, SIGNED_IN_SOURCE]);
const firstScreenWithRouteMap = [...firstScreen].filter(
  (key) => key === ROUTE_MAP_SOURCE || holdsRouteMap(key),
);
if (firstScreenWithRouteMap.length > 0) {
  fail(
    `the signed-in screens hold the route map: ${firstScreenWithRouteMap
      .map((key) => manifest[key].file)
      .join(', ')}`,
  );
}
console.log(
  `check-bundle: OK: the route map loads only when "Map" is chosen (${manifest[ROUTE_MAP_SOURCE].file}); ${firstScreen.size} chunk file(s) of the signed-in screens are free of it.`,
);
