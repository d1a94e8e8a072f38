import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { placeMenu, type MenuPlace } from './menuPlace';

// The assign menu (docs/desk.md#assigning): the drivers' names and "Unassigned", beside the button
// that opened it ("Assign #1042", "Assign selected (n)", "Move all to…"; where: menuPlace.ts). The
// keyboard's way to do everything the mouse and a finger do by dragging: arrows, Home, End and a
// first letter move, Enter chooses, Escape and Tab close, and focus goes back to the button.

export interface MenuTarget {
  /** The driver's uid; null: "Unassigned". */
  uid: string | null;
  name: string;
  /**
   * What choosing them would cost, shown in place of the name ("Ana Ribeiro — +7 min, on
   * time", docs/auto-dispatch.md): the item's name, as seen (it starts with the driver's name,
   * so a first letter still finds them).
   */
  detail?: string | null;
  /** The best choice: marked "Suggested". */
  suggested?: boolean;
}

export interface AssignMenuProps {
  label: string;
  targets: readonly MenuTarget[];
  anchor: HTMLElement;
  onChoose(target: MenuTarget): void;
  /** Closed without a choice; `returnFocus` when the keyboard closed it. */
  onClose(returnFocus: boolean): void;
}

export function AssignMenu({ label, targets, anchor, onChoose, onClose }: AssignMenuProps) {
  const { t } = useDeskTexts();
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<MenuPlace | null>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useLayoutEffect(() => {
    // Its own size: measured hidden, before it has a limit.
    const size = { width: menu.current?.offsetWidth ?? 0, height: menu.current?.offsetHeight ?? 0 };
    const view = { width: window.innerWidth, height: window.innerHeight };
    setPlace(placeMenu(anchor.getBoundingClientRect(), size, view));
  }, [anchor]);

  // Once placed (a hidden menu cannot take the focus): the first choice has it.
  const placed = place !== null;
  useLayoutEffect(() => {
    if (placed) (items()[0] ?? menu.current)?.focus();
  }, [placed]);

  // A press outside closes it; so does the page scrolling or resizing under it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !menu.current?.contains(target) && !anchor.contains(target)) onClose(false);
    };
    const away = () => onClose(false);
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', away);
    };
  }, [anchor, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (at: number) => list[(at + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        onClose(true);
        break;
      case 'Enter':
      case ' ':
        return; // the focused item's own click

      default: {
        // A first letter goes to the next name starting with it.
        if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
        const letter = event.key.toLocaleLowerCase();
        const next = [...list.slice(index + 1), ...list.slice(0, index + 1)].find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
        );
        next?.focus();
      }
    }
    event.preventDefault();
  }

  return (
    <div
      ref={menu}
      role={targets.length === 0 ? 'group' : 'menu'}
      aria-label={label}
      tabIndex={targets.length === 0 ? -1 : undefined}
      className="desk-menu"
      style={
        place === null
          ? { visibility: 'hidden' }
          : { top: place.top, left: place.left, maxHeight: place.maxHeight }
      }
      onKeyDown={onKeyDown}
    >
      {targets.length === 0 ? (
        <p className="desk-menu__empty">{t('menu.noDrivers')}</p>
      ) : (
        targets.map((target) => {
          const classes = ['desk-menu__item'];
          if (target.uid === null) classes.push('desk-menu__item--unassign');
          if (target.suggested) classes.push('desk-menu__item--suggested');
          return (
            <button
              key={target.uid ?? ''}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={classes.join(' ')}
              onClick={() => onChoose(target)}
            >
              {target.detail ?? target.name}
              {target.suggested && ' '}
              {target.suggested && (
                <span className="desk-menu__suggested">{t('dispatch.suggested')}</span>
              )}
            </button>
          );
        })
      )}
    </div>
  );
}
