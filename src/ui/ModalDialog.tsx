import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useFocusWhileOpen } from './modalFocus';

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

  useFocusWhileOpen(initialFocus);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (dialog.current !== null) keepTabInside(event, dialog.current, 'button');
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
