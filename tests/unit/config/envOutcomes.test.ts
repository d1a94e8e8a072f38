import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { configOf, problemsOf } from './configResult';

// The delivery-outcome variables (docs/outcomes.md): the "Not delivered" reasons and status,
// and the undo window.

describe('VITE_NOT_DELIVERED_REASONS', () => {
  it('reads a comma list, trimmed, without blanks or repeats', () => {
    const { notDeliveredReasons } = configOf(
      parseEnv({ VITE_NOT_DELIVERED_REASONS: ' Closed ,, Dog in the garden,Closed, Other ' }),
    );
    expect(notDeliveredReasons).toEqual(['Closed', 'Dog in the garden', 'Other']);
  });

  it('splits on "|" when there is one, so a reason may hold a comma', () => {
    const { notDeliveredReasons } = configOf(
      parseEnv({ VITE_NOT_DELIVERED_REASONS: 'Shop closed, no one there | Other' }),
    );
    expect(notDeliveredReasons).toEqual(['Shop closed, no one there', 'Other']);
  });

  it('keeps the default list when the variable is blank', () => {
    expect(configOf(parseEnv({ VITE_NOT_DELIVERED_REASONS: '  ' })).notDeliveredReasons).toContain(
      'Customer not available',
    );
  });

  it.each([
    ['only separators', ' , | , '],
    ['a reason too long for a radio label', `Other|${'x'.repeat(81)}`],
  ])('rejects %s', (_, value) => {
    expect(problemsOf(parseEnv({ VITE_NOT_DELIVERED_REASONS: value }))).toEqual([
      expect.stringContaining('VITE_NOT_DELIVERED_REASONS'),
    ]);
  });
});

describe('VITE_NOT_DELIVERED_STATUS', () => {
  it('reads the status, trimmed', () => {
    expect(
      configOf(parseEnv({ VITE_NOT_DELIVERED_STATUS: ' Failed delivery ' })).notDeliveredStatus,
    ).toBe('Failed delivery');
  });

  it.each([['Delivered'], ['On the Way']])(
    'rejects %s: it must be told apart from the statuses the control offers',
    (value) => {
      expect(problemsOf(parseEnv({ VITE_NOT_DELIVERED_STATUS: value }))).toEqual([
        expect.stringContaining('VITE_NOT_DELIVERED_STATUS'),
      ]);
    },
  );

  it('is checked against a configured status list', () => {
    const env = {
      VITE_DELIVERY_STATUSES: 'Ready,Delivered,Returned',
      VITE_NOT_DELIVERED_STATUS: 'Returned',
    };
    expect(problemsOf(parseEnv(env))).toEqual([
      expect.stringContaining('VITE_NOT_DELIVERED_STATUS'),
    ]);
    expect(
      configOf(parseEnv({ ...env, VITE_NOT_DELIVERED_STATUS: 'Not Delivered' })).notDeliveredStatus,
    ).toBe('Not Delivered');
  });
});

describe('VITE_UNDO_SECONDS', () => {
  it.each([
    ['0', 0],
    ['8', 8],
    [' 15 ', 15],
    ['60', 60],
  ])('reads "%s" as %i seconds', (value, seconds) => {
    expect(configOf(parseEnv({ VITE_UNDO_SECONDS: value })).undoSeconds).toBe(seconds);
  });

  it.each([['-1'], ['2.5'], ['ten'], ['61'], ['1e3'], ['0x10']])('rejects "%s"', (value) => {
    expect(problemsOf(parseEnv({ VITE_UNDO_SECONDS: value }))).toEqual([
      expect.stringContaining('VITE_UNDO_SECONDS'),
    ]);
  });
});
