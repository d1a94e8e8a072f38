import { useEffect, type KeyboardEvent, type RefObject } from 'react';

// The focus rules every modal shares (ui/ModalDialog and the outcome sheet, which is a form).

/** On open, focus moves to `target`; on close, back to what had it before. */
export function useFocusWhileOpen(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement;
    target.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [target]);
}

/**
 * Tab from the last enabled element matching `selector` goes to the first, Shift+Tab from the
 * first (or from the modal itself, when it holds focus) to the last: focus never leaves.
 */
export function keepTabInside(event: KeyboardEvent, modal: HTMLElement, selector: string): void {
  if (event.key !== 'Tab') return;
  const focusable = [...modal.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => !(element as HTMLButtonElement).disabled,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === modal)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
