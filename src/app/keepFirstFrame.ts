import type { AppConfig } from '@/config/env';
import { startOfLocalDay } from '@/domain/day';
import { forgetFirstFrame, rememberFirstFrame } from '@/features/shared/firstFrame';
import {
  onOrdersRemembered,
  rememberedOrders,
  rememberedSession,
} from '@/features/shared/rememberedStart';
import { onHidden } from '@/platform';
import type { Services } from '@/services/ports';
import { currentLanguage } from '@/ui/i18n';
import { runWhenIdle } from './pwa/whenIdle';

// Draws the first frame again (features/shared/firstFrame.ts) each time the shown orders are
// remembered: when the page is next idle, so it never competes with a tap, or at once when the
// app goes to the background with the drawing code already here (the app may not come back).

export type FirstFrameRender = (config: AppConfig, services: Services) => string;
type Render = FirstFrameRender;

let renderLoader: (() => Promise<Render>) | null = null;

/**
 * Names the drawing (react-dom/server over firstFrameApp.tsx): src/main.tsx does, once. It draws
 * the whole app, which holds this keeper, so this module cannot import it; without it (tests,
 * the build's prerendering) nothing is kept.
 */
export function drawFirstFrameWith(load: () => Promise<Render>): void {
  renderLoader = load;
}

/** Most time a new first frame waits for an idle moment. */
const DRAW_WITHIN_MS = 5_000;

/**
 * The build's name, written by the build on boot.js's tag (scripts/vite/prerenderFirstScreens.ts):
 * none on the dev server, which keeps no first frame.
 */
export function buildName(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLScriptElement>('script[data-build]')?.dataset.build ?? null;
}

/** What drawing needs, apart from the app's; tests pass their own. */
export interface FirstFrameKeeping {
  build: string | null;
  loadRender: () => Promise<Render>;
  /** Returns the function that cancels the task. */
  whenIdle: (task: () => void) => () => void;
  isHidden: () => boolean;
  /** Calls back each time the page is hidden; returns the way to stop. */
  onHidden: (callback: () => void) => () => void;
}

const BROWSER: () => FirstFrameKeeping = () => ({
  build: renderLoader === null ? null : buildName(),
  loadRender: () => (renderLoader ?? (() => Promise.reject(new Error('no drawing'))))(),
  whenIdle: (task) => runWhenIdle(task, DRAW_WITHIN_MS),
  isHidden: () => document.visibilityState === 'hidden',
  onHidden,
});

/** Keeps the first frame up to date while the signed-in app runs; returns the way to stop. */
export function keepFirstFrame(
  config: AppConfig,
  services: Services,
  keeping: FirstFrameKeeping = BROWSER(),
): () => void {
  const build = keeping.build;
  if (build === null) return () => {};
  const buildOfFrame: string = build;
  let stopped = false;
  let scheduled = false;
  let cancelIdle: () => void = () => {};
  let render: Render | null = null;

  function draw(withRender: Render) {
    if (stopped) return;
    const session = rememberedSession();
    const since = startOfLocalDay(services.clock.now());
    // The first render after a reload draws from these: without them it would draw another
    // screen than the one kept, so nothing is kept.
    if (session === null || rememberedOrders(session.user.uid, since) === null) {
      forgetFirstFrame();
      return;
    }
    try {
      const html = withRender(config, services);
      const language = currentLanguage();
      rememberFirstFrame({ build: buildOfFrame, uid: session.user.uid, since, language, html });
    } catch (error) {
      // A screen that cannot be drawn here is drawn by the app after the reload, as before.
      forgetFirstFrame();
      console.warn('The first frame could not be drawn', error);
    }
  }

  const stopListening = onOrdersRemembered(() => {
    if (render !== null && keeping.isHidden()) {
      draw(render);
      return;
    }
    if (scheduled) return;
    scheduled = true;
    cancelIdle = keeping.whenIdle(() => {
      scheduled = false;
      if (stopped) return;
      keeping.loadRender().then(
        (loaded) => {
          render = loaded;
          draw(loaded);
        },
        () => {}, // Offline without the chunk cached: the next write tries again.
      );
    });
  });
  // A choice kept on the phone (the list or the map, the route's order…) changes the first
  // screen without a write of the orders: the frame is drawn again whenever the app leaves the
  // screen, so the next start finds the screen as it was left.
  const stopHidden = keeping.onHidden(() => {
    if (render !== null) draw(render);
  });
  return () => {
    stopped = true;
    cancelIdle();
    stopListening();
    stopHidden();
  };
}
