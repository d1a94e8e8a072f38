import { Spinner } from './Spinner';

/**
 * What the app's first screen says while it starts. index.html carries that screen too, so it
 * shows before the scripts have run (tests/unit/app/bootScreen.test.tsx keeps them identical).
 */
export const STARTING_LABEL = 'Starting Dispatch…';

/** A full-screen wait with an optional way out (e.g. sign out while offline). */
export function LoadingScreen({
  label,
  action,
}: {
  label: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <main className="loading-screen">
      <Spinner />
      <p role="status">{label}</p>
      {action && (
        <button type="button" className="button button--secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </main>
  );
}
