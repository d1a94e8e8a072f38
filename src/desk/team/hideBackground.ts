import { createContext, useContext, useEffect } from 'react';

// While one of the screen's dialogs is open, the rest of the screen is hidden from assistive
// technology and inert (aria-modal alone is not heard everywhere): "Deactivate" in the dialog is
// then the only "Deactivate" there is. DriversScreen provides the setter; each dialog calls
// useHideBackground with whether it is open.

export const HideBackgroundContext = createContext<(hidden: boolean) => void>(() => undefined);

export function useHideBackground(open: boolean): void {
  const hide = useContext(HideBackgroundContext);
  useEffect(() => {
    if (!open) return;
    hide(true);
    return () => hide(false);
  }, [open, hide]);
}
