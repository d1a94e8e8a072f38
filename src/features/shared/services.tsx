import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '@/config/env';
import type { Services } from '@/services/ports';

// Features get the outside world from this context (docs/architecture.md#ports): tests and demo
// mode swap adapters here instead of mocking modules.

interface AppEnvironment {
  config: AppConfig;
  services: Services;
}

const AppEnvironmentContext = createContext<AppEnvironment | null>(null);

export function AppEnvironmentProvider({
  config,
  services,
  children,
}: AppEnvironment & { children: ReactNode }) {
  return (
    <AppEnvironmentContext.Provider value={{ config, services }}>
      {children}
    </AppEnvironmentContext.Provider>
  );
}

function useAppEnvironment(): AppEnvironment {
  const value = useContext(AppEnvironmentContext);
  if (value === null) throw new Error('AppEnvironmentProvider is missing above this component.');
  return value;
}

export function useServices(): Services {
  return useAppEnvironment().services;
}

export function useConfig(): AppConfig {
  return useAppEnvironment().config;
}
