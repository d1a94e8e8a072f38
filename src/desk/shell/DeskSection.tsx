import { lazy, Suspense, type ComponentType } from 'react';
import { BoardScreen } from '@/desk/board/BoardScreen';
import { useDeskTexts } from '@/desk/i18n/texts';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { StateMessage } from '@/ui/StateMessage';
import type { DeskView } from './DeskNav';

// The section shown (docs/desk.md#sections). The board is in the desk's first chunk; the other
// sections load on their first visit, each in its own chunk, so what /desk loads before its
// sign-in does not grow with them (check:budget).

const LAZY_SECTIONS: Record<Exclude<DeskView, 'board'>, ComponentType> = {
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
  if (view === 'board') return <BoardScreen />;
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
