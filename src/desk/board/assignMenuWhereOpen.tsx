import { AssignMenu, type MenuTarget } from './AssignMenu';
import type { OpenMenu } from './useBoardMenu';

// The board's menu where it is open (useBoardMenu.ts): the board's and the Map's, one way.
//
// A function that gives the element, called in the board's own render, not a component of its
// own: as a wrapper component (363ef82) it cost each assign one more layout and, in most of
// bench section 11's runs, one more frame before the card showed in its driver's region (the
// median at 4x CPU 30-34 ms against 15-17 ms; docs/performance.md#the-desk-section-11).

export function assignMenuWhereOpen(
  menu: OpenMenu | null,
  onChoose: (target: MenuTarget) => void,
  onClose: (returnFocus: boolean) => void,
) {
  if (menu === null) return null;
  return (
    <AssignMenu
      label={menu.label}
      targets={menu.targets}
      anchor={menu.anchor}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
