import { Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { LoginPage, RequireSession } from '@/features/session';
import { StartingScreen } from '@/ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import {
  AppShell,
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
        <Route
          element={
            <Suspense fallback={<StartingScreen />}>
              <AppShell />
            </Suspense>
          }
        >
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
