import type { PlanePoint } from './projection';

// Markers of stops a few doors apart would cover each other (one could not be tapped), so the
// drawing moves them apart until their centres are `gap` units from each other; each marker
// then points to its true place with a short line (RouteDrawing). The places, and the legs
// between them, stay true to scale.

/**
 * Rounds of pushing apart; each is n²/2 checks. A handful settles a few stops in one street;
 * 50 stops crowded into a phone's drawing cannot all be apart anyway, and more rounds there
 * would cost the first frame without helping much.
 */
const ROUNDS = 12;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

export function spreadMarkers(
  places: readonly PlanePoint[],
  gap: number,
  box: { width: number; height: number },
): PlanePoint[] {
  const at = places.map((p) => ({ x: p.x, y: p.y }));
  const half = gap / 2;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i];
        const b = at[j];
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 1e-6) {
          // The same place: part them in a direction of their own, the same on every render.
          const angle = j * GOLDEN_ANGLE;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (gap - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    for (const p of at) {
      p.x = Math.min(box.width - half, Math.max(half, p.x));
      p.y = Math.min(box.height - half, Math.max(half, p.y));
    }
    if (!moved) break;
  }
  return at;
}
