// The layers' zones of eslint.config.js (docs/architecture.md#layers): what each part of src/
// may import, as no-restricted-imports patterns and import-x zones.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The one-way import rule (docs/architecture.md#layers):
//   domain ← platform ← services (ports, adapters) ← outbox ← features ← app
// with the in-browser backend (src/demo) beside the app: it implements the ports, and only the
// composition root (src/app/loadServices.ts) imports it. Only src/services and src/demo talk to
// the outside world's SDKs (Firebase, axios: src/services only). No import cycle anywhere in
// src. tests/unit/lint/layers*.test.ts prove that each zone below fails a broken import.
export const outsideWorld = [
  {
    group: ['firebase', 'firebase/*', '@firebase/*'],
    message: 'Only src/services may use Firebase.',
  },
  { group: ['axios'], message: 'Only src/services may use axios.' },
];

/** The in-browser backend: only the composition root (src/app/loadServices.ts) imports it. */
export const notDemo = {
  group: ['**/demo', '**/demo/**', '@/demo', '@/demo/**'],
  message:
    'Only the composition roots (src/app/loadServices.ts, src/desk/loadDeskServices.ts) import the in-browser backend (src/demo).',
};

/** The back office's desk (src/desk, docs/desk.md): the driver app and its layers never import it. */
export const notDesk = {
  regex: '^(@/|(\\.\\./)+)desk(/|$)',
  message: 'Only the desk imports the desk (src/desk): the driver app never does.',
};

/** notDesk for the files at the top of src/ (main.tsx, sw.ts), where `./desk` is src/desk. */
export const notDeskFromSrc = { ...notDesk, regex: '^(@/|(\\.\\./)+|\\./)desk(/|$)' };

/** One no-restricted-imports rule (a later config for the same files replaces an earlier one). */
export const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const sourceDirectory = join(import.meta.dirname, '..', '..', 'src');
const subdirectories = (directory) =>
  readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Everything in src/ beside domain: the pure core imports none of it (by path or `@/`). */
export const aboveDomain = new Set(
  readdirSync(sourceDirectory)
    .filter((name) => name !== 'domain' && !name.endsWith('.d.ts'))
    .map((name) => name.replace(/\.tsx?$/, '')), // sw.ts and sw/ are one name
);

/** Features with a public index.ts; features/shared is the features' common toolbox, not one. */
export const features = subdirectories(join(sourceDirectory, 'features')).filter(
  (name) => name !== 'shared',
);

/** A path into features/<name>/…; `features/<name>` itself (its index.ts) passes. */
export const featureInternals = (name) => ({
  regex: `(\\.\\./|features/)${name}/(?!index(\\.tsx?)?$)`,
  message: `Import the ${name} feature from its index.ts, not its files.`,
});

/**
 * The rule for the files of one feature: no app, no adapters, the outside world only through
 * services/ports (and the services context in features/shared), the outbox only through its
 * index.ts, and another feature only through its index.ts.
 */
export function featureZone(feature) {
  return {
    files: [`src/features/${feature}/**`],
    rules: restrict(
      ...outsideWorld,
      notDemo,
      notDesk,
      { group: ['**/app', '**/app/**'], message: 'features must not import app.' },
      {
        // services/index.ts or any adapter; services/ports and features/shared/services pass.
        regex: '^(?!.*shared/services$)(.*/)?services(/(?!ports(\\.ts)?$).*)?$',
        message: 'features reach services only through services/ports (and useServices).',
      },
      {
        regex: '(^|/)outbox/.',
        message: 'features use the outbox through its index.ts (@/outbox).',
      },
      ...features.filter((other) => other !== feature).map(featureInternals),
    ),
  };
}

/**
 * The rule for a bottom layer (domain, platform): no outside world, no React, and none of
 * `forbiddenDirectories` of src/ (by path or `@/`).
 */
export function bottomLayerZone(files, { plainWhat, forbiddenDirectories, forbiddenMessage }) {
  return {
    files: [files],
    rules: restrict(
      ...outsideWorld,
      { group: ['react', 'react-dom', 'react-router-dom'], message: plainWhat },
      {
        group: forbiddenDirectories.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
        message: forbiddenMessage,
      },
    ),
  };
}

/** Layers a lower zone must not import, by `@/` or by a climb (`../app`); packages pass. */
export const above = (names, message) => ({
  regex: `^(@/|(\\.\\./)+)(${names.join('|')})(/|$)`,
  message,
});

/** What no file of the desk imports: the driver app's features, app, outbox, worker and entry. */
const notDriverApp = above(
  ['features', 'app', 'outbox', 'sw', 'track', 'main'],
  'The desk uses none of the driver app (domain, platform, config, ui and its ports only).',
);

/**
 * The back office's desk (src/desk, docs/desk.md): domain, platform, config, ui and the desk's
 * ports (services/deskPorts, services/ports), never the driver app's features, app or outbox,
 * nor the in-browser backend or an adapter (only its composition root, deskCompositionZone).
 */
export function deskZone(files, ignores) {
  return {
    files,
    ignores,
    rules: restrict(...outsideWorld, notDemo, notDriverApp, {
      // services/index.ts or any adapter; the ports pass.
      regex: '^(@/|(\\.\\./)+)services(/(?!(ports|deskPorts)(\\.ts)?$).*)?$',
      message:
        'The desk reaches services only through services/deskPorts and services/ports (src/desk/loadDeskServices.ts picks the adapters).',
    }),
  };
}

/** The desk's composition root: the demo's or Firebase's desk adapters, nothing of the driver app. */
export function deskCompositionZone(files) {
  return { files, rules: restrict(notDriverApp) };
}

/** The customer's tracking page: `extra` patterns beside its own (the demo, for most files). */
export function trackPageZone(files, ignores, ...extra) {
  return {
    files,
    ignores,
    rules: restrict(
      ...outsideWorld,
      ...extra,
      {
        group: ['react', 'react-dom', 'react-router-dom', 'i18next', 'idb'],
        message: 'The tracking page is plain DOM: no framework (and idb only through the demo).',
      },
      above(
        ['app', 'features', 'ui', 'outbox', 'services', 'sw', 'main', 'desk'],
        'The tracking page uses none of the driver app (domain, platform, config and the core only).',
      ),
    ),
  };
}
