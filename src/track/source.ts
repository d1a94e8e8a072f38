import { readAnswer, type Answer } from './view';

// Where the page gets its order from: GET {backend}/track/{token} with fetch (no SDK), or, in
// the demo build, the demo's own store in this browser (demoSource.ts, loaded only there).

export interface Source {
  read(token: string): Promise<Answer>;
  /** Calls back when the data may have changed (the demo's change bus); optional. */
  onChange?(listener: () => void): void;
}

export function httpSource(backendUrl: string): Source {
  const base = backendUrl.replace(/\/+$/, '');
  return {
    async read(token) {
      try {
        const response = await fetch(`${base}/track/${encodeURIComponent(token)}`, {
          headers: { Accept: 'application/json' },
          credentials: 'omit',
        });
        const body: unknown = await response.json().catch(() => null);
        return readAnswer(response.status, body);
      } catch {
        return { kind: 'failed' };
      }
    },
  };
}
