import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { OrderDetailPage } from '../features/orders/OrderDetailPage';
import { OrdersListPage } from '../features/orders/OrdersListPage';
import { LoginPage } from '../features/session/LoginPage';
import { RequireSession } from '../features/session/RequireSession';
import { TodayPage } from '../features/today';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';

/** Routes (docs/architecture.md#shell): "" → /login; guarded /order, /delivered, /order-detail, /today. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={PATHS.login} replace />} />
      <Route path={PATHS.login} element={<LoginPage />} />
      <Route element={<RequireSession />}>
        <Route element={<AppShell />}>
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
