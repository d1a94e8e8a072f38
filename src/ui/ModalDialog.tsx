import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal dialog over the page, in a portal (the side menu is a transformed drawer): on open,
 * focus moves to `initialFocus` (and back to where it was on close); Escape calls `onEscape`;
 * Tab and Shift+Tab go round the dialog's enabled buttons.
 */
export function ModalDialog({
  role = 'dialog',
  className,
  labelledBy,
  describedBy,
  initialFocus,
  onEscape,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  className: string;
  labelledBy: string;
  describedBy?: string;
  initialFocus: RefObject<HTMLElement | null>;
  onEscape: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    initialFocus.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLButtonElement>('button')].filter(
      (button) => !button.disabled,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
