import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENU_GAP, MENU_MIN_HEIGHT, placeMenu } from '@/desk/board/menuPlace';

// Where the assign menu opens (src/desk/board/menuPlace.ts): beside its button, inside the window.

const PHONE = { width: 360, height: 740 };
const button = (top: number, left = 160, height = 48) => ({ top, bottom: top + height, left });
const MENU = { width: 240, height: 150 };

describe('the assign menu’s place', () => {
  it('opens under its button when it fits there', () => {
    expect(placeMenu(button(100), MENU, PHONE)).toEqual({
      top: 148 + MENU_GAP,
      left: 116, // moved in, so its right edge stays inside the window
      maxHeight: 740 - 148 - MENU_GAP * 2,
    });
  });

  it('opens just above a button near the window’s bottom, not at the window’s top', () => {
    // The phone's last card: "Assign #1023" at 690–738 px.
    const place = placeMenu(button(690), MENU, PHONE);
    expect(place.top + MENU.height).toBe(690 - MENU_GAP);
    expect(place.maxHeight).toBe(690 - MENU_GAP * 2);
  });

  it('prefers a whole menu above to a scrolling one below', () => {
    const tall = { width: 240, height: 400 };
    // 200 px below (more than the least it would scroll in), 500 above: above, whole.
    const place = placeMenu(button(500, 0, 32), tall, { width: 1280, height: 740 });
    expect(place.top).toBe(500 - MENU_GAP - 400);
  });

  it('scrolls on the roomier side when it fits on neither', () => {
    const huge = { width: 240, height: 2000 };
    expect(placeMenu(button(100), huge, PHONE).top).toBe(148 + MENU_GAP);
    const above = placeMenu(button(600), huge, PHONE);
    expect(above).toEqual({ top: MENU_GAP, left: 116, maxHeight: 600 - MENU_GAP * 2 });
  });

  it('opens under its button when its size is unknown (0 × 0) and there is room', () => {
    expect(placeMenu(button(500), { width: 0, height: 0 }, PHONE).top).toBe(548 + MENU_GAP);
  });

  it('always starts inside the window, and is never shorter than it must be below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 300, max: 1200 }),
        (top, height, windowHeight) => {
          const spot = button(Math.min(top, windowHeight - 48));
          const place = placeMenu(
            spot,
            { width: 200, height },
            { width: 360, height: windowHeight },
          );
          expect(place.top).toBeGreaterThanOrEqual(MENU_GAP);
          expect(place.left).toBeGreaterThanOrEqual(MENU_GAP);
          if (place.top > spot.top) expect(place.maxHeight).toBeGreaterThanOrEqual(MENU_MIN_HEIGHT);
          // Above: its bottom edge is against the button.
          if (place.top < spot.top) {
            expect(place.top + Math.min(height, place.maxHeight)).toBe(spot.top - MENU_GAP);
          }
        },
      ),
    );
  });
});
