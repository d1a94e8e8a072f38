import type { AppConfig } from '@/config/env';
import type { DemoAuth } from '@/demo/adapters/auth';
import { randomUuid } from '@/platform';
import type { TrackingPort } from '@/services/ports';
import { trackingLink, trackingLocation, type CoreConfig } from '@backend/core';
import type { ChangeBus } from './changes';
import { createDemoCoreStore } from './coreStore';
import type { DemoEnvironment } from './environment';
import type { DemoDb } from './store';
import { apiError, authenticate, offline } from './trip';

// The tracking link in demo mode (docs/tracking.md): the backend core's two driver calls over the
// demo's IndexedDB, as backend.ts does for status changes. The customer's page on this origin
// reads the same database (src/track/demoSource.ts), so the whole loop runs in one browser.

/** The core's settings from the app's (the page reads the same build's, so they agree). */
export function demoTrackingConfig(config: AppConfig, now: () => number): CoreConfig {
  return {
    deliveryStatuses: config.deliveryStatuses,
    notDeliveredStatus: config.notDeliveredStatus,
    notDeliveredReasons: config.notDeliveredReasons,
    businessName: config.companyName,
    averageSpeedKmh: config.averageSpeedKmh,
    now,
    newId: randomUuid,
  };
}

export function createDemoTracking(options: {
  db: DemoDb;
  /** Announces a stored position, so the customer's page in another tab reads it at once. */
  bus: ChangeBus;
  auth: DemoAuth;
  env: DemoEnvironment;
  config: CoreConfig;
  delayMs: number;
}): TrackingPort {
  const { db, bus, auth, env, config, delayMs } = options;
  const store = createDemoCoreStore(db);
  const caller = async () => {
    if (!env.isOnline()) throw offline();
    const user = await authenticate(auth);
    await env.delay(delayMs);
    return user;
  };
  const origin = globalThis.location?.origin;
  return {
    async link(receiptId, estimateMinutes) {
      const { uid } = await caller();
      const answer = await trackingLink(
        { config, store },
        { uid, body: { receiptId, estimateMinutes }, origin },
      );
      if (answer.status >= 300) throw apiError(answer);
      const { token, url, expiresAt } = answer.body as {
        token: string;
        url: string;
        expiresAt: number;
      };
      return { token, url, expiresAt };
    },
    async sendPosition(position) {
      const { uid } = await caller();
      const answer = await trackingLocation({ config, store }, { uid, body: position });
      if (answer.status >= 300) throw apiError(answer);
      if (answer.body.stored === true) bus.notify({ kind: 'receipts', ids: [position.receiptId] });
      return { stored: answer.body.stored === true };
    },
  };
}
