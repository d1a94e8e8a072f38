// @vitest-environment node
// Checks on the deploy files that tests elsewhere cannot see: .env.example documents every
// variable env.ts reads, and firebase.json's Hosting rules keep their intent (Hosting applies
// header rules in order, a later match overriding an earlier one).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: {
    public: string;
    rewrites: { source: string; destination: string }[];
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
  it('serves dist as a single-page app, /login with its prerendered sign-in form', () => {
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.rewrites).toEqual([
      { source: '/login', destination: '/login.html' },
      { source: '**', destination: '/index.html' },
    ]);
  });

  it('sends no-cache for everything, then a year of immutable caching for hashed assets last', () => {
    expect(rules[0]?.source).toBe('**');
    expect(headerFor(0, 'Cache-Control')).toBe('no-cache');
    const last = rules.length - 1;
    expect(rules[last]?.source).toBe('/assets/**');
    expect(headerFor(last, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
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
    });
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
  });
});
