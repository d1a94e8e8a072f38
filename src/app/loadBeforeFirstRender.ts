import { loadServices } from '@/app/loadServices';
import { configResult, type AppConfig, type ConfigResult } from '@/config/env';
import { after } from '@/platform';
import type { Services } from '@/services/ports';
import { DEFAULT_LANGUAGE, isLanguage, showLanguage, type Language } from '@/ui/i18n';
import { loadSignedInChunk } from './signedInChunk';

/** How long a remembered start waits for its adapters before React takes over regardless. */
export const FIRST_RENDER_WAIT_MS = 2_000;
/**
 * The same with the first frame on screen (docs/pwa.md#the-list-in-the-first-frame): the list
 * is already there, so waiting is better than replacing it with "Starting Dispatch…".
 */
export const FIRST_FRAME_WAIT_MS = 15_000;

export interface EarlyStart {
  /** The adapters, when they and the signed-in screens were ready in time; null otherwise. */
  loaded: Services | null;
  /** The adapters' load, started once, for ServicesBoot to wait on when `loaded` is null. */
  load: (config: AppConfig) => Promise<Services>;
}

/** What it loads; tests pass fakes. */
export interface EarlyLoaders {
  services: (config: AppConfig) => Promise<Services>;
  signedInScreens: () => Promise<unknown>;
  /** Shows a language (its catalogue loaded) before the first render. */
  language: (language: Language) => Promise<void>;
}

const APP_LOADERS: EarlyLoaders = {
  services: loadServices,
  signedInScreens: loadSignedInChunk,
  language: showLanguage,
};

/**
 * A remembered start (docs/architecture.md#remembered-start) draws the dispatcher's orders in
 * its first signed-in render, which needs the adapters and the signed-in screens' chunk. Rather
 * than hydrating "Starting Dispatch…" first and rendering the signed-in screens once they have
 * loaded (two renders, each a long task on a slow phone), the prerendered screen stays on
 * screen as plain HTML while they load, and React's first render is the orders themselves.
 * Resolves with the adapters, or with `loaded: null` after `waitMs` or when a load fails: the
 * page is then hydrated as any other start, and ServicesBoot shows the wait or the error.
 * null when the configuration is broken (its screen needs no adapters). `language`: the one
 * the first render must be in (the first frame's); English needs nothing loaded.
 */
export function loadBeforeFirstRender(
  config: ConfigResult = configResult,
  waitMs: number = FIRST_RENDER_WAIT_MS,
  loaders: EarlyLoaders = APP_LOADERS,
  language?: string,
): Promise<EarlyStart> | null {
  if (!config.ok) return null;
  const loading = loaders.services(config.config);
  const load = () => loading;
  const shown =
    language !== undefined && isLanguage(language) && language !== DEFAULT_LANGUAGE
      ? loaders.language(language)
      : null;
  const ready = Promise.all([loading, loaders.signedInScreens(), shown]);
  return new Promise((resolve) => {
    const stopWaiting = after(waitMs, () => resolve({ loaded: null, load }));
    ready.then(
      ([services]) => {
        stopWaiting();
        resolve({ loaded: services, load });
      },
      () => {
        stopWaiting();
        resolve({ loaded: null, load });
      },
    );
  });
}
