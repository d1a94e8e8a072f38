import type { PlanePoint } from './projection';

// Markers of stops a few doors apart would cover each other (one could not be tapped), so the
// drawing moves them apart until their centres are `gap` units from each other; each marker
// then points to its true place with a short line (RouteDrawing). The places, and the legs
// between them, stay true to scale.

/**
 * Rounds of pushing apart. A handful settles a few stops in one street; 50 stops crowded into a
 * phone's drawing cannot all be apart anyway, and more rounds there would cost the first frame
 * without helping much.
 */
const ROUNDS = 12;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** Cells per row of the grid key; far more than a drawing of a few hundred units needs. */
const KEY_STRIDE = 1 << 16;

export function spreadMarkers(
  places: readonly PlanePoint[],
  gap: number,
  box: { width: number; height: number },
): PlanePoint[] {
  const at = places.map((p) => ({ x: p.x, y: p.y }));
  const half = gap / 2;
  for (let round = 0; round < ROUNDS; round++) {
    // A grid of gap-wide cells, so each marker is checked against the markers in its cell and
    // the eight around it only, not against every other one (n² checks a round): two markers
    // less than `gap` apart are in the same or neighbouring cells. A pair that comes closer
    // during the round is met in the next.
    const cells = new Map<number, number[]>();
    const cellOf = (p: PlanePoint) => [Math.floor(p.x / gap), Math.floor(p.y / gap)] as const;
    at.forEach((p, index) => {
      const [cx, cy] = cellOf(p);
      const key = (cx + KEY_STRIDE / 2) * KEY_STRIDE + cy + KEY_STRIDE / 2;
      const cell = cells.get(key);
      if (cell === undefined) cells.set(key, [index]);
      else cell.push(index);
    });
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      const [cx, cy] = cellOf(at[i]);
      for (let ox = -1; ox <= 1; ox++) {
        for (let oy = -1; oy <= 1; oy++) {
          const key = (cx + ox + KEY_STRIDE / 2) * KEY_STRIDE + cy + oy + KEY_STRIDE / 2;
          for (const j of cells.get(key) ?? []) {
            if (j > i && pushApart(at[i], at[j], j, gap)) moved = true;
          }
        }
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

/** Moves `a` and `b` apart to `gap` if they are closer; says whether they were. */
function pushApart(a: PlanePoint, b: PlanePoint, j: number, gap: number): boolean {
  let dx = b.x - a.x;
  let dy = b.y - a.y;
  let distance = Math.hypot(dx, dy);
  if (distance >= gap) return false;
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
  return true;
}
