import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { noteTypedBeforeHydration } from './takeOverFirstScreen';

/** Runs `run` once, after React's first commit (for a hydrated page: once it owns the markup). */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit only
  useEffect(run, []);
  return children;
}

/**
 * Renders the app into `container`: hydrating the prerendered first screen that is there when
 * `hydrate` is true (src/app/prerender.tsx), drawing it afresh otherwise. A hydrated page is
 * taken over from the boot script once React owns it (takeOverFirstScreen.ts).
 */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  hydrate: boolean,
  options?: HydrationOptions,
): Root {
  const takeOver = noteTypedBeforeHydration(container);
  const tree = <AfterFirstCommit run={takeOver}>{app}</AfterFirstCommit>;
  if (!hydrate) {
    const root = createRoot(container);
    root.render(tree);
    return root;
  }
  // In a transition, React hydrates in slices between which the browser handles input and
  // paints, instead of in one long task.
  let root: Root | null = null;
  startTransition(() => {
    root = hydrateRoot(container, tree, options);
  });
  if (!root) throw new Error('hydrateRoot did not run');
  return root;
}
