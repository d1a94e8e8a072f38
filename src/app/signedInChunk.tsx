import { lazy, type ComponentType } from 'react';
import type { Unsubscribe } from '@/platform';
import { runWhenIdle } from './pwa/whenIdle';

// Loads the signed-in chunk (./signedIn.ts) once. Each screen from it renders the real
// component directly once the chunk is here, so only the first render of the first one waits
// (in the Suspense around the shell) and moving between screens never suspends again.

type SignedInModule = typeof import('./signedIn');

let loaded: SignedInModule | null = null;
let loading: Promise<SignedInModule> | null = null;

/** Starts loading the chunk (once); resolves with it. */
export function loadSignedInChunk(): Promise<SignedInModule> {
  loading ??= import('./signedIn').then((module) => (loaded = module));
  return loading;
}

/** Whether the chunk has loaded and run: its screens then render without suspending. */
export function isSignedInChunkLoaded(): boolean {
  return loaded !== null;
}

/**
 * Fetches the chunk ahead of need: at once on a guarded route (a signed-in start), otherwise
 * when the page is idle (the sign-in form paints first, and signing in finds it ready).
 * Returns the function that cancels a fetch still waiting for idle time.
 */
export function prefetchSignedInChunk(onSignInForm: boolean): Unsubscribe {
  const load = () => void loadSignedInChunk().catch(() => {}); // Retried when rendered.
  if (onSignInForm) return runWhenIdle(load, 10_000);
  load();
  return () => {};
}

function fromSignedInChunk<Props extends object>(
  name: string,
  pick: (module: SignedInModule) => ComponentType<Props>,
) {
  const Lazy = lazy(async () => ({ default: pick(await loadSignedInChunk()) }));
  function FromChunk(props: Props) {
    const Loaded = loaded === null ? Lazy : pick(loaded);
    return <Loaded {...props} />;
  }
  FromChunk.displayName = name;
  return FromChunk;
}

export const AppShell = fromSignedInChunk('AppShell', (chunk) => chunk.AppShell);
export const OrderDetailPage = fromSignedInChunk(
  'OrderDetailPage',
  (chunk) => chunk.OrderDetailPage,
);
export const OrdersListPage = fromSignedInChunk('OrdersListPage', (chunk) => chunk.OrdersListPage);
export const TodayPage = fromSignedInChunk('TodayPage', (chunk) => chunk.TodayPage);
