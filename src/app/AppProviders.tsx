import { useEffect } from 'react';
import { warmUpTodaysOrders } from '@/app/warmUpTodaysOrders';
import type { AppConfig } from '@/config/env';
import { SessionProvider, useSession } from '@/features/session';
import { AppEnvironmentProvider, useServices } from '@/features/shared/services';
import type { Services } from '@/services/ports';
import { AppRoutes } from './AppRoutes';

/** The app on loaded services, inside the page's router (mounted in main.tsx). */
export function AppProviders({ config, services }: { config: AppConfig; services: Services }) {
  return (
    <AppEnvironmentProvider config={config} services={services}>
      <SessionProvider>
        <TodaysOrdersWarmUp />
        <AppRoutes />
      </SessionProvider>
    </AppEnvironmentProvider>
  );
}

/** Starts today's orders query once the session is known (features/orders/warmUpTodaysOrders.ts). */
function TodaysOrdersWarmUp() {
  const { state } = useSession();
  const { receipts, clock } = useServices();
  const uid = 'user' in state ? state.user.uid : null;
  useEffect(() => {
    if (uid === null) return;
    // In a microtask: after SessionProvider's own effect (a parent's effects run after its
    // children's), so its access check, one small read, reaches Firestore's queue first and
    // the shell is not kept waiting behind the day's orders.
    let stop: (() => void) | null = null;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) stop = warmUpTodaysOrders(receipts, uid, clock);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid, receipts, clock]);
  return null;
}
