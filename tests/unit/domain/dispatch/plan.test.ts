import { describe, expect, it } from 'vitest';
import { planAutoAssign } from '@/domain/dispatch';
import { driver, km, NOW, SETTINGS, stop } from './support';

describe('auto-assign', () => {
  it('places each order with the best driver, given the orders placed before it', () => {
    const ana = driver('ana', km(0, 0), [stop('kept', 0.5, 0)]);
    const tiago = driver('tiago', km(5, 0));
    const plan = planAutoAssign(
      [stop('north', 5.2, 0, 40), stop('south', 0.2, 0, 30)],
      [ana, tiago],
      NOW,
      SETTINGS,
    );
    expect(plan.lines.map((line) => line.kind === 'assign' && [line.orderId, line.uid])).toEqual([
      ['south', 'ana'],
      ['north', 'tiago'],
    ]);
    expect(plan.totals.assigned).toBe(2);
    // Ana's order stays hers and in its place relative to the rest.
    expect(plan.runs.get('ana')?.map((s) => s.id)).toContain('kept');
  });

  it('never moves an order a driver already has', () => {
    const ana = driver('ana', km(0, 0), [stop('a1', 4, 0), stop('a2', 0.1, 0)]);
    const plan = planAutoAssign([stop('n', 2, 0)], [ana], NOW, SETTINGS);
    // On the way to a1 it goes first; a1 and a2 keep their order though a2 is nearer.
    expect(plan.runs.get('ana')?.map((s) => s.id)).toEqual(['n', 'a1', 'a2']);
  });

  it('leaves orders unassigned with the reason', () => {
    const off = driver('off', km(0, 0), [], { onShift: false });
    const noPosition = { id: 'x', location: null, dueAt: null };
    expect(planAutoAssign([stop('n', 1, 0)], [off], NOW, SETTINGS).lines).toEqual([
      { kind: 'unassigned', orderId: 'n', reason: 'nobodyOnShift' },
    ]);
    const one = driver('one', km(0, 0));
    const plan = planAutoAssign(
      [stop('a', 1, 0, 10), stop('b', 1, 0, 20), noPosition],
      [one],
      NOW,
      { ...SETTINGS, maxOrdersPerDriver: 1 },
    );
    expect(plan.lines.map((line) => (line.kind === 'assign' ? line.uid : line.reason))).toEqual([
      'one',
      'everyoneAtLimit',
      'noOrderPosition',
    ]);
    expect(plan.totals).toMatchObject({ assigned: 1, unassigned: 2 });
  });

  it('plans 200 orders for 40 drivers quickly', () => {
    const drivers = Array.from({ length: 40 }, (_, d) =>
      driver(
        `d${d}`,
        km((d % 7) - 3, Math.floor(d / 7) - 3),
        Array.from({ length: 4 }, (_, s) => stop(`d${d}s${s}`, (s % 5) - 2, (d % 5) - 2, 20 * s)),
      ),
    );
    const queue = Array.from({ length: 200 }, (_, i) =>
      stop(`o${i}`, ((i * 37) % 13) - 6, ((i * 17) % 11) - 5, 10 + (i % 90)),
    );
    const started = performance.now();
    const plan = planAutoAssign(queue, drivers, NOW, { ...SETTINGS, maxOrdersPerDriver: 12 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(plan.lines).toHaveLength(200);
  });
});
