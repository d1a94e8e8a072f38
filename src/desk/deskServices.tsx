import { createContext, useContext, type ReactNode } from 'react';
import type { DeskServices } from '@/services/deskPorts';

// The desk's adapters, handed to its screens in a React context (as the driver app's services
// are), so tests swap them for fakes (tests/support/fakeDeskServices.ts) without mocking.

const DeskServicesContext = createContext<DeskServices | null>(null);

export function DeskServicesProvider({
  services,
  children,
}: {
  services: DeskServices;
  children: ReactNode;
}) {
  return <DeskServicesContext.Provider value={services}>{children}</DeskServicesContext.Provider>;
}

export function useDeskServices(): DeskServices {
  const services = useContext(DeskServicesContext);
  if (services === null) throw new Error('DeskServicesProvider is missing above this component.');
  return services;
}
