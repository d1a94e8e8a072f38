import { describe, expect, it } from 'vitest';
import { dispatchDriverOf, type DispatchStop } from '@/domain/dispatch';

// One driver as the rule's input (driverInput.ts): the run from the phone's shared order, or
// estimated from where it starts; the facts passed through as they are.

const NOW = 1_800_000_000_000;
const stop = (id: string, lat: number): DispatchStop => ({
  id,
  location: { lat, lng: -9.14 },
  dueAt: null,
});
const facts = {
  uid: 'ana',
  name: 'Ana Ribeiro',
  onShift: true,
  position: { lat: 38.7, lng: -9.14, storedAt: NOW },
  lastStop: null,
  open: [stop('far', 38.8), stop('near', 38.71)],
};

describe('dispatchDriverOf', () => {
  it('estimates the run from the position where the phone shared none', () => {
    const driver = dispatchDriverOf(facts, NOW, { store: null });
    expect(driver.run.map((s) => s.id)).toEqual(['near', 'far']);
    expect(driver.runEstimated).toBe(true);
    expect(driver).toMatchObject({ uid: 'ana', name: 'Ana Ribeiro', onShift: true });
  });

  it('keeps the shared stop order, not estimated', () => {
    const driver = dispatchDriverOf({ ...facts, sharedRun: ['far', 'near'] }, NOW, { store: null });
    expect(driver.run.map((s) => s.id)).toEqual(['far', 'near']);
    expect(driver.runEstimated).toBe(false);
  });
});
