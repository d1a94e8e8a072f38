import { describe, expect, it } from 'vitest';
import { rankDrivers, runStart, estimatedRun } from '@/domain/dispatch';
import { driver, km, MINUTE, NOW, SETTINGS, stop } from './support';

describe('where a run starts', () => {
  it('is the position while fresh, else the last stop, the store, the stale position', () => {
    const fresh = { ...km(1, 0), storedAt: NOW - 4 * MINUTE };
    const stale = { ...km(1, 0), storedAt: NOW - 6 * MINUTE };
    expect(runStart({ position: fresh, lastStop: km(2, 0) }, km(3, 0), NOW)?.from).toBe('position');
    expect(runStart({ position: stale, lastStop: km(2, 0) }, km(3, 0), NOW)).toEqual({
      point: km(2, 0),
      from: 'lastStop',
    });
    expect(runStart({ position: stale, lastStop: null }, km(3, 0), NOW)?.from).toBe('store');
    expect(runStart({ position: stale, lastStop: null }, null, NOW)?.from).toBe('stalePosition');
    expect(runStart({ position: null, lastStop: null }, null, NOW)).toBeNull();
  });
});

describe('the drivers for an order', () => {
  const order = stop('n', 2, 0, 30);

  it('puts the one it costs least first, off-shift drivers after without figures', () => {
    const ranking = rankDrivers(
      order,
      [
        driver('far', km(-6, 0)),
        driver('near', km(1, 0)),
        driver('home', km(2, 0), [], { onShift: false }),
      ],
      NOW,
      SETTINGS,
    );
    expect(ranking.reason).toBeNull();
    expect(ranking.options.map((option) => [option.uid, option.kind])).toEqual([
      ['near', 'figures'],
      ['far', 'figures'],
      ['home', 'offShift'],
    ]);
  });

  it('counts lateness added to a driver’s own run against them', () => {
    // "busy" is nearer but the order's detour makes their stop due in 9 min late.
    const busy = driver('busy', km(1, 0), [stop('a', 1, 3, 9)]);
    const free = driver('free', km(-1.2, 0));
    const ranking = rankDrivers(stop('n', 1.5, -1, 90), [busy, free], NOW, SETTINGS);
    const [first, second] = ranking.options;
    expect(first?.uid).toBe('free');
    expect(second?.kind === 'figures' && second.addedLateSeconds).toBeGreaterThan(0);
  });

  it('says why there is no suggestion', () => {
    const off = driver('a', km(1, 0), [], { onShift: false });
    const full = driver('b', km(1, 0), [stop('x', 1, 1)]);
    const lost = driver('c', null);
    const noPosition = { id: 'n', location: null, dueAt: null };
    expect(rankDrivers(order, [off], NOW, SETTINGS).reason).toBe('nobodyOnShift');
    expect(rankDrivers(order, [], NOW, SETTINGS).reason).toBe('nobodyOnShift');
    const limited = { ...SETTINGS, maxOrdersPerDriver: 1 };
    expect(rankDrivers(order, [full, off], NOW, limited).reason).toBe('everyoneAtLimit');
    expect(rankDrivers(order, [lost], NOW, SETTINGS).reason).toBe('noDriverPosition');
    expect(rankDrivers(noPosition, [full], NOW, SETTINGS).reason).toBe('noOrderPosition');
  });

  it('passes over a driver at the limit and lists them after', () => {
    const full = driver('full', km(2, 0), [stop('x', 2, 0.1), stop('y', 2, 0.2)]);
    const other = driver('other', km(-3, 0));
    const ranking = rankDrivers(order, [full, other], NOW, { ...SETTINGS, maxOrdersPerDriver: 2 });
    expect(ranking.options.map((option) => option.kind)).toEqual(['figures', 'atLimit']);
    expect(ranking.options[0]?.uid).toBe('other');
  });

  it('says where a stale driver is counted from', () => {
    const stale = driver('s', null, [], {
      position: { ...km(1, 0), storedAt: NOW - 20 * MINUTE },
      lastStop: km(3, 0),
    });
    const [option] = rankDrivers(order, [stale], NOW, SETTINGS).options;
    expect(option?.kind === 'figures' && option.from).toBe('lastStop');
  });
});

describe('an estimated run', () => {
  it('is the optimiser’s order from the start, unplaced stops last', () => {
    const run = [stop('c', 3, 0), { id: 'x', location: null, dueAt: null }, stop('a', 1, 0)];
    expect(estimatedRun(km(0, 0), run).map((s) => s.id)).toEqual(['a', 'c', 'x']);
  });
});
