import { randomUuid } from '@/platform';

// The demo's stand-in for an FCM token, shared by the demo Push adapter and the native one in
// demo mode: the same key, so a browser keeps one token whichever adapter asked first.

const TOKEN_KEY = 'dispatch-demo:push-token';

/** Returns this browser's demo token, made once: in `storage`, or for this visit without it. */
export function demoPushToken(storage: Storage | null): () => string {
  let memoryToken: string | null = null;
  return () => {
    let token = storage?.getItem(TOKEN_KEY) ?? memoryToken;
    if (token === null) {
      // One stable token per browser, like FCM's.
      token = `demo-fcm-${randomUuid()}`;
      memoryToken = token;
      storage?.setItem(TOKEN_KEY, token);
    }
    return token;
  };
}
