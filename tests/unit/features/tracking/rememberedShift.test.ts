import { describe, expect, it } from 'vitest';
import { SHIFT_RECORD_LIFE_MS } from '@/domain/shift/driverShift';
import { rememberedOnShift, rememberShift, SHIFT_KEY } from '@/features/tracking/rememberedShift';

// The phone's word that its driver is on shift (docs/on-shift.md): the same driver only, and
// only while the backend would still have the record.

const T0 = 1_800_000_000_000;

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the remembered shift', () => {
  it('carries on for the same driver, not for another', () => {
    const storage = memory();
    rememberShift('u1', true, T0, storage);
    expect(rememberedOnShift('u1', T0 + 60_000, storage)).toBe(true);
    expect(rememberedOnShift('u2', T0 + 60_000, storage)).toBe(false);
  });

  it('is not resumed once the backend would have dropped the record', () => {
    const storage = memory();
    rememberShift('u1', true, T0, storage);
    expect(rememberedOnShift('u1', T0 + SHIFT_RECORD_LIFE_MS, storage)).toBe(false);
  });

  it('is forgotten off shift, and unreadable is off', () => {
    const storage = memory();
    rememberShift('u1', true, T0, storage);
    rememberShift('u1', false, T0, storage);
    expect(rememberedOnShift('u1', T0, storage)).toBe(false);
    storage.setItem(SHIFT_KEY, '{not json');
    expect(rememberedOnShift('u1', T0, storage)).toBe(false);
    expect(rememberedOnShift('u1', T0, null)).toBe(false);
  });
});
