// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointFigures, storeUsage, type LoadCall } from '../../../scripts/load/report.mjs';

// `npm run load`'s figures per endpoint (scripts/load/report.mjs, issue 48): p95 under load
// against the same request alone, and again without the requests sent racing a twin.

const call = (ms: number, fields: Partial<LoadCall> = {}): LoadCall => ({
  endpoint: 'driver/position',
  phase: 'evening',
  status: 200,
  code: null,
  ms,
  ...fields,
});

describe('endpointFigures', () => {
  it('gives p95 over every request, and again without those racing a twin', () => {
    const calls = [
      ...[20, 20, 20].map((ms) => call(ms, { phase: 'alone' })),
      // Ninety requests sent alone under load, ten in racing pairs that waited out a lock.
      ...Array.from({ length: 90 }, (_, i) => call(30 + (i % 10))),
      ...Array.from({ length: 10 }, () => call(2000, { racing: true })),
    ];
    const figures = endpointFigures(calls)['driver/position']!;
    expect(figures).toMatchObject({ count: 100, racing: 10, aloneP50Ms: 20, p95Ms: 2000 });
    expect(figures.p95Ratio).toBe(100);
    expect(figures.p95NotRacingMs).toBe(39);
    expect(figures.p95NotRacingRatio).toBe(1.95);
  });

  it('counts errors by code and leaves the ratios out without a request alone', () => {
    const figures = endpointFigures([call(50, { status: 409, code: 'update-in-progress' })]);
    expect(figures['driver/position']).toMatchObject({
      errors: { 'update-in-progress': 1 },
      racing: 0,
      p95Ratio: null,
      p95NotRacingRatio: null,
    });
  });
});

describe('storeUsage', () => {
  it('sums the lines per scope, a create or a read outside a transaction apart from the transactions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'usage-'));
    try {
      const file = path.join(dir, 'usage.jsonl');
      const scope = '/order/deliveryupdate';
      const lines = [
        { scope, create: true, attempts: 1, reads: 0, writes: 1, ms: 5 },
        { scope, create: true, attempts: 1, reads: 0, writes: 0, ms: 4 },
        { scope, attempts: 2, reads: 4, writes: 2, ms: 80 },
        // A read and a conditional write outside a transaction (a position's): neither.
        { scope, outside: true, attempts: 1, reads: 2, writes: 0, ms: 3 },
        { scope, outside: true, attempts: 1, reads: 0, writes: 1, ms: 3 },
      ];
      writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n'));
      const calls = [call(10, { path: scope }), call(10, { path: scope })];
      expect(storeUsage(file, calls)[scope]).toMatchObject({
        transactions: 1,
        creates: 2,
        retries: 1,
        reads: 6,
        writes: 4,
        maxMs: 80,
        readsPerRequest: 3,
        writesPerRequest: 2,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
