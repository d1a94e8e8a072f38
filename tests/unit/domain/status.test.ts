import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_STATUSES, statusChoices } from '@/domain/status';

describe('statusChoices', () => {
  it('offers the configured list when the current status is one of them', () => {
    expect(statusChoices(DEFAULT_DELIVERY_STATUSES, 'Picked Up')).toEqual([
      'Pending',
      'Picked Up',
      'On the Way',
      'Delivered',
    ]);
  });

  it('puts an unknown current status first, as it is', () => {
    expect(statusChoices(DEFAULT_DELIVERY_STATUSES, 'Returned to store')).toEqual([
      'Returned to store',
      'Pending',
      'Picked Up',
      'On the Way',
      'Delivered',
    ]);
  });

  it('offers the configured list when there is no current status', () => {
    expect(statusChoices(['Pending', 'Delivered'], null)).toEqual(['Pending', 'Delivered']);
  });

  it('does not change the configured list', () => {
    const configured = ['Pending', 'Delivered'];
    statusChoices(configured, 'Other');
    expect(configured).toEqual(['Pending', 'Delivered']);
  });
});
