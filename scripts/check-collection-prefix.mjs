#!/usr/bin/env node
// Predeploy check (firebase.json, Firestore and Hosting): firestore.rules and
// firestore.indexes.json name the collections with a prefix written out by hand (rules cannot
// read the app's configuration), while the app reads VITE_COLLECTION_PREFIX. If they disagree,
// the deployed rules deny every read of the app ("permission denied" on sign-in) and the
// orders query has no index. This refuses the deploy, naming what to change.
//
// Reads the same variables the production build does (.env, .env.local, .env.production…,
// and the process environment; MODE picks another Vite mode).
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';

/**
 * The collections the app reads (src/config/constants.ts) and the ones only the backend's
 * functions use (functions/src/settings.ts), without their prefix.
 */
const COLLECTIONS = [
  'backOfficeUsers',
  'receipts',
  'utilities',
  'idempotencyKeys',
  'pushTokens',
  'trackingLinks',
  'trackingPositions',
  'apiKeys',
  'rateWindows',
  'counters',
  'driverShifts',
  'settlements',
  'settings',
];

function defaultPrefix() {
  const constants = readFileSync('src/config/constants.ts', 'utf8');
  const match = /DEFAULT_COLLECTION_PREFIX\s*=\s*'([^']*)'/.exec(constants);
  if (!match) throw new Error('DEFAULT_COLLECTION_PREFIX not found in src/config/constants.ts');
  return match[1];
}

const env = loadEnv(process.env.MODE ?? 'production', process.cwd(), 'VITE_');
const prefix = env.VITE_COLLECTION_PREFIX?.trim() || defaultPrefix();
const expected = new Set(COLLECTIONS.map((name) => `${prefix}${name}`));
const collectionName = new RegExp(`^[A-Za-z0-9_-]*(?:${COLLECTIONS.join('|')})$`);

const problems = [];

// Every collection a rule path names ("match /dev_receipts/{id}", ".../documents/dev_…/$(…)").
const rules = readFileSync('firestore.rules', 'utf8').replace(/\/\/.*$/gm, '');
const ruleCollections = [...rules.matchAll(/\/([A-Za-z0-9_-]+)\/[{$]/g)]
  .map((match) => match[1])
  .filter((name) => collectionName.test(name));
for (const name of new Set(ruleCollections)) {
  if (!expected.has(name)) problems.push(`firestore.rules names "${name}".`);
}
for (const name of expected) {
  if (!ruleCollections.includes(name)) problems.push(`firestore.rules has no rule for "${name}".`);
}

const indexes = JSON.parse(readFileSync('firestore.indexes.json', 'utf8'));
for (const entry of [...(indexes.indexes ?? []), ...(indexes.fieldOverrides ?? [])]) {
  if (!expected.has(entry.collectionGroup)) {
    problems.push(`firestore.indexes.json indexes "${entry.collectionGroup}".`);
  }
}
if (!(indexes.indexes ?? []).some((index) => index.collectionGroup === `${prefix}receipts`)) {
  problems.push(`firestore.indexes.json has no index on "${prefix}receipts" (the orders query).`);
}

if (problems.length > 0) {
  console.error(
    `Refusing to deploy: the app reads the "${prefix}" collections (VITE_COLLECTION_PREFIX), but\n` +
      problems.map((p) => `  - ${p}`).join('\n') +
      `\nUse the prefix "${prefix}" in firestore.rules and firestore.indexes.json (docs/firebase.md).`,
  );
  process.exit(1);
}
console.log(`Collection prefix check: rules and indexes name the "${prefix}" collections.`);
