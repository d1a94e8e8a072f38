import type { Clock } from '@/services/ports';

// What the demo adapters need from the browser, injectable so tests control it.

export interface DemoEnvironment {
  clock: Clock;
  /** navigator.onLine by default: the demo "network" is down exactly when the browser says so. */
  isOnline(): boolean;
  /** Simulated latency; resolves after `ms` (at once for 0). */
  delay(ms: number): Promise<void>;
}
