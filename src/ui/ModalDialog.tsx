import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useFocusWhileOpen } from './modalFocus';
import './modalDialog.css';

/**
 * A modal dialog over the page, in a portal (the side menu is a transformed drawer): on open,
 * focus moves to `initialFocus`, or to the dialog itself without one (and back to where it was
 * on close); Escape calls `onEscape`; Tab and Shift+Tab go round the dialog's enabled
 * `focusable` elements (its buttons unless told otherwise).
 */
export function ModalDialog({
  role = 'dialog',
  className,
  labelledBy,
  describedBy,
  initialFocus,
  focusable = 'button',
  onEscape,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  className: string;
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** What Tab goes round (a CSS selector). */
  focusable?: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);

  useFocusWhileOpen(initialFocus ?? dialog);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (dialog.current !== null) keepTabInside(event, dialog.current, focusable);
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
        tabIndex={initialFocus === undefined ? -1 : undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
