import { lazy, Suspense, type ComponentType } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { StateMessage } from '@/ui/StateMessage';
import type { DeskView } from './DeskNav';

// The section shown (docs/desk.md#sections). Each loads on its first visit, in its own chunk, so
// that what /desk loads before its sign-in does not grow with them (check:budget). The board,
// the first after sign-in, is fetched at the start already when this computer kept one in the
// first frame (preloadBoard: a manager was signed in here today).

let boardModule: Promise<typeof import('@/desk/board/BoardScreen')> | null = null;

/** The board's chunk, fetched once: at the first call, from the start or the first render. */
export function preloadBoard() {
  boardModule ??= import('@/desk/board/BoardScreen');
  return boardModule;
}

const LAZY_SECTIONS: Record<DeskView, ComponentType> = {
  board: lazy(async () => ({ default: (await preloadBoard()).BoardScreen })),
  newOrder: lazy(async () => ({
    default: (await import('@/desk/orders/NewOrderScreen')).NewOrderScreen,
  })),
  import: lazy(async () => ({
    default: (await import('@/desk/import/ImportScreen')).ImportScreen,
  })),
  map: lazy(async () => ({ default: (await import('@/desk/map/MapScreen')).MapScreen })),
  drivers: lazy(async () => ({
    default: (await import('@/desk/team/DriversScreen')).DriversScreen,
  })),
  shift: lazy(async () => ({
    default: (await import('@/desk/shift/EndOfShiftScreen')).EndOfShiftScreen,
  })),
  settings: lazy(async () => ({
    default: (await import('@/desk/settings/SettingsScreen')).SettingsScreen,
  })),
};

export function DeskSection({ view }: { view: DeskView }) {
  const { t } = useDeskTexts();
  const Section = LAZY_SECTIONS[view];
  return (
    <ErrorBoundary
      resetKey={view}
      fallback={
        <main className="desk-main">
          <StateMessage tone="error" title={t('nav.loadFailed')} headingLevel={1}>
            <p>{t('nav.loadFailedHelp')}</p>
          </StateMessage>
        </main>
      }
    >
      <Suspense
        fallback={
          <main className="desk-main">
            <p role="status">{t('nav.loading')}</p>
          </main>
        }
      >
        <Section />
      </Suspense>
    </ErrorBoundary>
  );
}
