import { DispatchApiError } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// One POST of JSON to the backend, for the clients whose calls are tried once and whose 2xx
// answer is read by the contract's reader (the tracking link, the shift, the desk's Orders in
// and team): the backend URL without trailing slashes, the signed-in user's token, every
// failure as a DispatchApiError, and an answer that is not what the reader expects as a
// server error (retryable).

export interface JsonPostOptions {
  /** VITE_BACKEND_URL (trailing slashes are dropped). */
  backendUrl: string;
  getIdToken: IdTokenSource;
  now?: () => number;
}

export interface PostConfig {
  timeout?: number;
  headers?: Record<string, string>;
}

export type JsonPost = <T>(
  path: string,
  body: unknown,
  read: (data: unknown) => T | null,
  config?: PostConfig,
) => Promise<T>;

export function createJsonPost(options: JsonPostOptions): JsonPost {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
  });
  const now = options.now ?? (() => Date.now());
  return async (path, body, read, config = {}) => {
    let data: unknown;
    let status: number;
    try {
      ({ data, status } = await client.post<unknown>(path, body, config));
    } catch (error) {
      throw toDispatchApiError(error, now());
    }
    const value = read(data);
    if (value === null) {
      throw new DispatchApiError('server', 'The server’s answer could not be read.', status);
    }
    return value;
  };
}
