// What the Android back button closes before it navigates (the wrapper only, docs/native.md):
// open overlays register here, the newest closes first. No Capacitor code: src/main.tsx hands
// closeTopOverlay to the native shell.

const closers: (() => void)[] = [];

/** While registered, the back button calls `close` instead of going back. Returns the unregister. */
export function backButtonCloses(close: () => void): () => void {
  closers.push(close);
  return () => {
    const index = closers.lastIndexOf(close);
    if (index !== -1) closers.splice(index, 1);
  };
}

/** Closes the newest open overlay; false when none is open. */
export function closeTopOverlay(): boolean {
  const close = closers.pop();
  if (close === undefined) return false;
  close();
  return true;
}
