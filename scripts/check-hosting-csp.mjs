#!/usr/bin/env node
// Hosting predeploy check (firebase.json "predeploy"): the CSP in firebase.json allows only
// this site, Google/Firebase APIs and Google Maps. The backend of VITE_BACKEND_URL (and a
// custom VITE_MAPS_API_BASE_URL) is company-specific, so it must be added to connect-src by
// hand; forgetting it breaks every status change silently (the browser blocks the request and
// the outbox keeps retrying). This refuses the deploy instead, naming the origin to add.
//
// Reads the same variables the production build does (.env, .env.local, .env.production…,
// and the process environment; MODE picks another Vite mode).
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';

const env = loadEnv(process.env.MODE ?? 'production', process.cwd(), 'VITE_');
const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
const csp = config.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')?.value;
if (!csp) {
  console.error('firebase.json sends no Content-Security-Policy header.');
  process.exit(1);
}
const connectSources =
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1) ?? [];

/** CSP host-source matching, enough for scheme://host[:port] with an optional "*." prefix. */
function allows(source, url) {
  let allowed;
  try {
    allowed = new URL(source.replace('://*.', '://wildcard.'));
  } catch {
    return false; // keywords such as 'self', data:, blob:
  }
  if (allowed.protocol !== url.protocol || allowed.port !== url.port) return false;
  if (!source.includes('://*.')) return allowed.hostname === url.hostname;
  const suffix = allowed.hostname.slice('wildcard'.length); // ".googleapis.com"
  return url.hostname.endsWith(suffix);
}

const problems = [];
for (const name of ['VITE_BACKEND_URL', 'VITE_MAPS_API_BASE_URL']) {
  const value = env[name]?.trim();
  if (!value) continue;
  let url;
  try {
    url = new URL(value);
  } catch {
    continue; // the app's own configuration check reports malformed URLs
  }
  if (!connectSources.some((source) => allows(source, url))) {
    problems.push(`${name} (${url.origin}) is not allowed by connect-src: add "${url.origin}".`);
  }
}

if (problems.length > 0) {
  console.error(
    `Refusing to deploy Hosting: the Content-Security-Policy in firebase.json would block the app's requests.\n` +
      problems.map((p) => `  - ${p}`).join('\n') +
      `\nEdit connect-src in firebase.json (see docs/firebase.md, "Connect your Firebase project").`,
  );
  process.exit(1);
}
console.log('CSP check: connect-src allows the configured backend.');
