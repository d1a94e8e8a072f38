// @vitest-environment node
// Checks on the deploy files that tests elsewhere cannot see: .env.example documents every
// variable env.ts reads, and firebase.json's Hosting rules keep their intent (Hosting applies
// header rules in order, a later match overriding an earlier one); firebaseHostingServed.test.ts
// serves them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: {
    public: string;
    rewrites: { source: string; destination?: string; function?: object }[];
    headers: HeaderRule[];
  };
  firestore: { rules: string; indexes: string };
};
const rules = firebaseJson.hosting.headers;

function headerFor(sourceIndex: number, key: string): string | undefined {
  return rules[sourceIndex]?.headers.find((h) => h.key === key)?.value;
}

describe('.env.example', () => {
  it('documents every VITE_ variable that src/config/env.ts reads', () => {
    const envSource = readFileSync('src/config/env.ts', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    const read = new Set(envSource.match(/VITE_[A-Z_]+[A-Z]/g));
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(example).toMatch(new RegExp(`^# .*\\n${name}=`, 'm'));
  });
});

describe('firebase.json hosting', () => {
  it('serves dist as a single-page app, /login with its prerendered sign-in form, /track/** and /desk their pages', () => {
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } },
      { source: '/track/**', destination: '/track.html' },
      { source: '/desk', destination: '/desk.html' },
      { source: '/desk/**', destination: '/desk.html' },
      { source: '/login', destination: '/login.html' },
      { source: '!/assets/**', destination: '/index.html' },
    ]);
  });

  it('sends no-cache for everything, then a year of immutable caching for hashed assets last', () => {
    expect(rules[0]?.source).toBe('**');
    expect(headerFor(0, 'Cache-Control')).toBe('no-cache');
    const last = rules.length - 1;
    expect(rules[last]?.source).toBe('/assets/**');
    expect(headerFor(last, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('loads scripts only from this site and the hosts the Maps JavaScript API uses', () => {
    const csp = headerFor(0, 'Content-Security-Policy') ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/);
    expect(scriptSources).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'blob:',
    ]);
    // The only policy, so /track/** (the customer's map) gets these hosts too, and no others.
    const set = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    expect(set.map((r) => r.source)).toEqual(['**']);
  });

  it('sends the security headers on every response', () => {
    expect(headerFor(0, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerFor(0, 'Referrer-Policy')).toBeTruthy();
    expect(headerFor(0, 'Permissions-Policy')).toMatch(/camera=\(\)/);
    const csp = headerFor(0, 'Content-Security-Policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/'unsafe-eval'|\*;|\* |https: /);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/\*\.googleapis\.com/);
  });

  it('deploys the rules and indexes of this repository', () => {
    expect(firebaseJson.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
      predeploy: ['node scripts/check-collection-prefix.mjs'],
    });
  });
});

describe('firebase.json functions', () => {
  it('deploys the backend (functions/, Node 22) built first, with the API under /api', () => {
    const functions = (firebaseJson as unknown as { functions: unknown[] }).functions;
    expect(functions).toEqual([
      expect.objectContaining({
        source: 'functions',
        runtime: 'nodejs22',
        predeploy: ['npm run build:functions'],
        ignore: expect.arrayContaining(['node_modules', 'src']),
      }),
    ]);
    const functionsPackage = JSON.parse(readFileSync('functions/package.json', 'utf8')) as {
      main: string;
      engines: { node: string };
    };
    expect(functionsPackage).toMatchObject({ main: 'lib/index.js', engines: { node: '22' } });
  });
});

describe('the Hosting predeploy CSP check', () => {
  function check(vars: Record<string, string>) {
    return spawnSync(process.execPath, ['scripts/check-hosting-csp.mjs'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...vars },
    });
  }

  it('runs before every Hosting deploy', () => {
    expect((firebaseJson.hosting as { predeploy?: string[] }).predeploy).toContain(
      'node scripts/check-hosting-csp.mjs',
    );
  });

  it('refuses a backend that connect-src does not allow, naming the origin to add', () => {
    const result = check({ VITE_BACKEND_URL: 'https://api.example.com/v1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('add "https://api.example.com"');
  });

  it('accepts a configuration whose origins connect-src allows', () => {
    expect(check({}).status).toBe(0);
    expect(check({ VITE_BACKEND_URL: 'https://dispatch-api.googleapis.com/' }).status).toBe(0);
    expect(check({ VITE_MAPS_API_BASE_URL: 'https://maps.googleapis.com' }).status).toBe(0);
  });

  it('refuses a custom maps origin that script-src does not allow (it serves the script)', () => {
    // Allowed by connect-src (*.googleapis.com), not by script-src (maps.googleapis.com only).
    const result = check({ VITE_MAPS_API_BASE_URL: 'https://maps-proxy.googleapis.com/' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('add "https://maps-proxy.googleapis.com" to script-src');
    expect(result.stderr).not.toContain('to connect-src');
  });
});

describe('the collection prefix check (Firestore and Hosting predeploy)', () => {
  const script = resolve('scripts/check-collection-prefix.mjs');

  /** Runs the check over a copy of the project files, `edit` applied to the copy first. */
  function check(vars: Record<string, string>, edit: (dir: string) => void = () => {}) {
    const dir = mkdtempSync(join(tmpdir(), 'dispatch-prefix-'));
    try {
      for (const file of ['firestore.rules', 'firestore.indexes.json', 'src/config/constants.ts']) {
        cpSync(file, join(dir, file), { recursive: true });
      }
      edit(dir);
      return spawnSync(process.execPath, [script], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...vars },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  function replaceIn(dir: string, file: string, from: string, to: string) {
    const path = join(dir, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(from, to));
  }

  it('runs before every Firestore and Hosting deploy', () => {
    for (const target of [firebaseJson.hosting, firebaseJson.firestore]) {
      expect(target).toMatchObject({
        predeploy: expect.arrayContaining(['node scripts/check-collection-prefix.mjs']),
      });
    }
  });

  it('accepts the files as committed for the default prefix', () => {
    const result = check({});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses a VITE_COLLECTION_PREFIX the rules and indexes do not use', () => {
    const result = check({ VITE_COLLECTION_PREFIX: 'prod_' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('firestore.rules names "dev_receipts"');
    expect(result.stderr).toContain('firestore.indexes.json indexes "dev_receipts"');
  });

  it('accepts another prefix once both files use it', () => {
    const result = check({ VITE_COLLECTION_PREFIX: 'prod_' }, (dir) => {
      replaceIn(dir, 'firestore.rules', 'dev_', 'prod_');
      replaceIn(dir, 'firestore.indexes.json', 'dev_', 'prod_');
    });
    expect(result.status).toBe(0);
  });

  it('refuses rules and indexes that disagree with each other', () => {
    const result = check({}, (dir) => replaceIn(dir, 'firestore.indexes.json', 'dev_', 'prod_'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('firestore.indexes.json indexes "prod_receipts"');
    expect(result.stderr).not.toContain('firestore.rules names');
  });
});
