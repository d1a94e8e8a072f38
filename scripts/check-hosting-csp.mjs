#!/usr/bin/env node
// Hosting predeploy check (firebase.json "predeploy"): the CSP in firebase.json allows only
// this site, Google/Firebase APIs and Google Maps. The backend of VITE_BACKEND_URL is
// company-specific, so it must be added to connect-src by hand; forgetting it breaks every
// status change silently (the browser blocks the request and the outbox keeps retrying). A
// custom VITE_MAPS_API_BASE_URL serves the Maps script itself, so it must be in script-src as
// well as connect-src, or the map never loads. This refuses the deploy instead, naming the
// origin to add and where.
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
/** The sources of one CSP directive ("connect-src" → ["'self'", "https://…", …]). */
function sourcesOf(directive) {
  return (
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  );
}

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

/** Each configured origin and the directives that must allow it. */
const requirements = [
  { name: 'VITE_BACKEND_URL', directives: ['connect-src'] },
  { name: 'VITE_MAPS_API_BASE_URL', directives: ['connect-src', 'script-src'] },
];

const problems = [];
for (const { name, directives } of requirements) {
  const value = env[name]?.trim();
  if (!value) continue;
  let url;
  try {
    url = new URL(value);
  } catch {
    continue; // the app's own configuration check reports malformed URLs
  }
  for (const directive of directives) {
    if (!sourcesOf(directive).some((source) => allows(source, url))) {
      problems.push(
        `${name} (${url.origin}) is not allowed by ${directive}: add "${url.origin}" to ${directive}.`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Refusing to deploy Hosting: the Content-Security-Policy in firebase.json would block the app's requests.\n` +
      problems.map((p) => `  - ${p}`).join('\n') +
      `\nEdit the Content-Security-Policy in firebase.json (see docs/firebase.md, "Connect your Firebase project").`,
  );
  process.exit(1);
}
console.log('CSP check: the Content-Security-Policy allows the configured origins.');
