import { AssignMenu, type MenuTarget } from './AssignMenu';
import type { OpenMenu } from './useBoardMenu';

// The board's menu where it is open (useBoardMenu.ts): the board's and the Map's, one way.

export function OpenAssignMenu({
  menu,
  onChoose,
  onClose,
}: {
  menu: OpenMenu | null;
  onChoose(target: MenuTarget): void;
  onClose(returnFocus: boolean): void;
}) {
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
