import { describe, expect, it } from 'vitest';
import { words } from '@/track/i18n';
import { renderView } from '@/track/render';
import type { View } from '@/track/view';

// The tracking page's content beside Google's map (src/track/render.ts): the drawing when the
// map does not show, the distance in words when it does.

const view: View = {
  business: 'Dispatch Foods',
  orderNumber: '1042',
  step: 'on-the-way',
  delivered: false,
  driver: { lat: 38.74, lng: -9.15, accuracy: 10, ageSeconds: 5 },
  distanceMetres: 1800,
  arrivalMinutes: 8,
};

function render(mapShown: boolean) {
  const root = document.createElement('div');
  renderView(root, words('en'), 'en', { view, receivedAt: performance.now() }, mapShown);
  return root;
}

describe('the tracking page content beside the map', () => {
  it('draws driver and distance while the map does not show', () => {
    const root = render(false);
    expect(root.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Distance between the driver and you',
    );
    expect(root.textContent).toContain('The driver is 1.8 km away');
  });

  it('says the distance in words, without the drawing, while the map shows', () => {
    const root = render(true);
    expect(root.querySelector('svg, figure')).toBeNull();
    expect(root.textContent).toContain('The driver is 1.8 km away');
  });
});
