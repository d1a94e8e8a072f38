// Where the assign menu opens (AssignMenu.tsx): a fixed box beside the button that opened it,
// inside the window. Pure, so the placement is tested without a layout engine.

export interface MenuPlace {
  top: number;
  left: number;
  maxHeight: number;
}

/** The room kept between the menu and the button, and the window's edges. */
export const MENU_GAP = 4;
/** Under the button the menu scrolls rather than be shorter than this. */
export const MENU_MIN_HEIGHT = 160;

interface Box {
  top: number;
  bottom: number;
  left: number;
}

interface Size {
  width: number;
  height: number;
}

/**
 * Under the button when the menu fits there whole; else just above it when it fits there whole
 * (its bottom edge against the button, not the window's top: a short menu far from its button
 * reads as another control's); else on the side with more room, scrolling within it.
 * `menu` is the menu's own size before any limit (0 × 0 when unknown: under the button if
 * there is any room there); `view` the window's.
 */
export function placeMenu(button: Box, menu: Size, view: Size): MenuPlace {
  const below = view.height - button.bottom - MENU_GAP * 2;
  const above = button.top - MENU_GAP * 2;
  const left = Math.max(MENU_GAP, Math.min(button.left, view.width - menu.width - MENU_GAP));
  const fitsBelow = menu.height <= below;
  const fitsAbove = menu.height <= above;
  if (fitsBelow || (!fitsAbove && (below >= MENU_MIN_HEIGHT || below >= above))) {
    return { top: button.bottom + MENU_GAP, left, maxHeight: Math.max(below, MENU_MIN_HEIGHT) };
  }
  const height = Math.min(menu.height, above);
  return { top: button.top - MENU_GAP - height, left, maxHeight: above };
}
