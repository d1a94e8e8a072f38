import { parseEnv } from '@/config/env';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import { DEFAULT_DEMO_DB_NAME, openDemoDb } from '@/demo/server/store';
import { demoTrackingConfig } from '@/demo/server/tracking';
import { trackingView } from '@backend/core/tracking';
import type { Source } from './source';
import { readAnswer } from './view';

// The demo build's customer page (docs/demo-mode.md): no server, so the page runs the backend
// core's GET /track/{token} itself over the demo's IndexedDB of this origin — the database the
// driver's tab writes. The demo's change bus tells it when an order changed.

export async function demoSource(): Promise<Source> {
  const parsed = parseEnv(import.meta.env);
  if (!parsed.ok) throw new Error(parsed.problems.join(' '));
  const config = demoTrackingConfig(parsed.config, () => Date.now());
  const store = createDemoCoreStore(await openDemoDb(DEFAULT_DEMO_DB_NAME));
  return {
    async read(token) {
      try {
        const answer = await trackingView({ config, store }, token);
        return readAnswer(answer.status, answer.body);
      } catch {
        return { kind: 'failed' };
      }
    },
    onChange(listener) {
      // The channel the demo's tabs announce their writes on (src/demo/adapters/index.ts).
      if (typeof BroadcastChannel === 'undefined') return;
      const channel = new BroadcastChannel(`${DEFAULT_DEMO_DB_NAME}:changes`);
      channel.onmessage = () => listener();
    },
  };
}
