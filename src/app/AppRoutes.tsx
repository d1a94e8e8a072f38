import { Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { LoginPage, RequireSession } from '@/features/session';
import { StartingScreen } from '@/ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import {
  AppShell,
  isSignedInChunkLoaded,
  OrderDetailPage,
  OrdersListPage,
  prefetchSignedInChunk,
  TodayPage,
} from './signedInChunk';

/** Routes (docs/architecture.md#shell): "" → /login; guarded /order, /delivered, /order-detail, /today. */
export function AppRoutes() {
  const onSignInForm = useLocation().pathname === PATHS.login;
  // The signed-in screens are their own chunk (src/app/signedIn.ts): fetched after the first
  // render, at once on a guarded route, when idle on the sign-in form.
  const [firstPath] = useState(onSignInForm);
  useEffect(() => prefetchSignedInChunk(firstPath), [firstPath]);
  return (
    <Routes>
      <Route index element={<Navigate to={PATHS.login} replace />} />
      <Route path={PATHS.login} element={<LoginPage />} />
      <Route element={<RequireSession />}>
        <Route element={<SignedInShell />}>
          <Route path={PATHS.order} element={<OrdersListPage kind="open" />} />
          <Route path={PATHS.delivered} element={<OrdersListPage kind="delivered" />} />
          <Route path={PATHS.orderDetail} element={<OrderDetailPage />} />
          <Route path={PATHS.today} element={<TodayPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The shell of the signed-in screens, in a Suspense boundary only when their chunk is still to
 * load. A boundary is hydrated after the rest of the page, and an update from above before then
 * (the session confirmed, the first frame over) makes React draw it afresh: the list in the
 * first frame (docs/pwa.md#the-list-in-the-first-frame) is drawn, and hydrated, with the chunk
 * loaded, so without one. Decided once: a boundary that came or went later would draw its
 * screens again.
 */
function SignedInShell() {
  const [waitsForChunk] = useState(() => !isSignedInChunkLoaded());
  if (!waitsForChunk) return <AppShell />;
  return (
    <Suspense fallback={<StartingScreen />}>
      <AppShell />
    </Suspense>
  );
}
