import { useLayoutEffect, useRef, type RefObject } from 'react';
import { after, type Unsubscribe } from '@/platform';

// Dragging a card onto a region (docs/desk.md#assigning), with the mouse and with a finger:
// pointer events (HTML5 drag and drop never fires on touch). With a mouse or a pen a card moves
// once pressed and moved a few pixels; with a finger once held still for a moment (so a swipe
// still scrolls the board). The card's own controls (checkbox, Assign) never start a drag.
// Listeners are the board's, not each card's: one set for a thousand cards. Nothing re-renders
// while dragging: the ghost and the highlighted region are set on the DOM directly.

const MOUSE_SLOP_PX = 5;
const TOUCH_SLOP_PX = 10;
const TOUCH_HOLD_MS = 300;
const EDGE_PX = 48;
const EDGE_SCROLL_PX = 24;
const CONTROLS = 'button, input, select, textarea, a, label, [role="menu"]';

interface Drag {
  receiptId: string;
  card: HTMLElement;
  pointerId: number;
  touch: boolean;
  startX: number;
  startY: number;
  active: boolean;
  ghost: HTMLElement | null;
  over: HTMLElement | null;
  stopHold: Unsubscribe;
}

/** Calls `onDrop(receiptId, dropKey)` when a card of `root` is dropped on a `[data-drop-key]`. */
export function useCardDrag(
  root: RefObject<HTMLElement | null>,
  onDrop: (receiptId: string, dropKey: string) => void,
): void {
  // Layout effects: listening from the moment the board is committed, before any event.
  const dropped = useRef(onDrop);
  useLayoutEffect(() => {
    dropped.current = onDrop;
  }, [onDrop]);

  useLayoutEffect(() => {
    const board = root.current;
    if (board === null) return;
    let drag: Drag | null = null;

    const highlight = (over: HTMLElement | null) => {
      if (drag === null || drag.over === over) return;
      drag.over?.classList.remove('desk-column--drop');
      over?.classList.add('desk-column--drop');
      drag.over = over;
    };

    const end = () => {
      if (drag === null) return;
      drag.stopHold();
      highlight(null);
      drag.ghost?.remove();
      drag.card.classList.remove('desk-card--dragging');
      document.body.classList.remove('desk-dragging');
      drag = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', onKey);
    };

    const activate = (x: number, y: number) => {
      if (drag === null) return;
      drag.active = true;
      drag.card.classList.add('desk-card--dragging');
      document.body.classList.add('desk-dragging');
      const ghost = document.createElement('div');
      ghost.className = 'desk-drag-ghost';
      ghost.setAttribute('aria-hidden', 'true');
      ghost.textContent = drag.card.querySelector('h3')?.textContent ?? '';
      document.body.append(ghost);
      drag.ghost = ghost;
      follow(x, y);
    };

    const follow = (x: number, y: number) => {
      if (drag?.ghost == null) return;
      drag.ghost.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
      const under = document.elementFromPoint(x, y);
      highlight(under?.closest<HTMLElement>('[data-drop-key]') ?? null);
      if (y < EDGE_PX) window.scrollBy(0, -EDGE_SCROLL_PX);
      else if (y > window.innerHeight - EDGE_PX) window.scrollBy(0, EDGE_SCROLL_PX);
    };

    function onMove(event: PointerEvent) {
      if (drag === null || event.pointerId !== drag.pointerId) return;
      if (drag.active) {
        follow(event.clientX, event.clientY);
        return;
      }
      const moved = Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY);
      // A finger that moves before the hold is over is scrolling: not a drag.
      if (drag.touch) {
        if (moved > TOUCH_SLOP_PX) end();
      } else if (moved > MOUSE_SLOP_PX) {
        activate(event.clientX, event.clientY);
      }
    }

    function onUp(event: PointerEvent) {
      if (drag === null || event.pointerId !== drag.pointerId) return;
      const key = drag.active ? drag.over?.dataset.dropKey : undefined;
      const receiptId = drag.receiptId;
      end();
      if (key !== undefined) dropped.current(receiptId, key);
    }

    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') end();
    }

    function onDown(event: PointerEvent) {
      if (drag !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const target = event.target as HTMLElement | null;
      const card = target?.closest<HTMLElement>('[data-card-id][data-draggable="true"]');
      if (!card || target?.closest(CONTROLS)) return;
      const touch = event.pointerType === 'touch';
      const { clientX: x, clientY: y } = event;
      drag = {
        receiptId: card.dataset.cardId ?? '',
        card,
        pointerId: event.pointerId,
        touch,
        startX: x,
        startY: y,
        active: false,
        ghost: null,
        over: null,
        stopHold: touch ? after(TOUCH_HOLD_MS, () => activate(x, y)) : () => {},
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', end);
      window.addEventListener('keydown', onKey);
    }

    // Once a finger's drag has started, the page must not scroll under it (a listener that may
    // cancel: registered before any touch starts, as browsers require).
    const holdStill = (event: TouchEvent) => {
      if (drag?.active) event.preventDefault();
    };
    // A long press would open the browser's own menu on the card.
    const noContextMenu = (event: Event) => {
      if (drag !== null) event.preventDefault();
    };

    board.addEventListener('pointerdown', onDown);
    board.addEventListener('touchmove', holdStill, { passive: false });
    board.addEventListener('contextmenu', noContextMenu);
    return () => {
      end();
      board.removeEventListener('pointerdown', onDown);
      board.removeEventListener('touchmove', holdStill);
      board.removeEventListener('contextmenu', noContextMenu);
    };
  }, [root]);
}
