import { describe, expect, it } from 'vitest';
import { classifyBackendError } from '@/domain/backendError';
import { DispatchApiError } from '@/services/ports';

// The one classifier of backend errors (src/domain/backendError.ts), which both apps read.

describe('classifyBackendError', () => {
  it('says offline only when the browser is: online, no answer is an unreachable server', () => {
    const noAnswer = new DispatchApiError('offline', 'Network Error');
    expect(classifyBackendError(noAnswer, false)).toEqual({ kind: 'offline' });
    // A server that is down, or refuses this origin (CORS hides its answer): not "offline".
    expect(classifyBackendError(noAnswer, true)).toEqual({ kind: 'unreachable' });
  });

  it('tells a timeout from offline and a lapsed sign-in from a refusal', () => {
    expect(classifyBackendError(new DispatchApiError('timeout', 'slow'), true)).toEqual({
      kind: 'timed-out',
    });
    expect(classifyBackendError(new DispatchApiError('timeout', 'slow'), false)).toEqual({
      kind: 'offline',
    });
    expect(
      classifyBackendError(new DispatchApiError('unauthorized', 'expired', 401), true),
    ).toEqual({ kind: 'signed-out' });
    expect(
      classifyBackendError(
        new DispatchApiError('rejected', 'no', 403, { code: 'not-a-manager' }),
        true,
      ),
    ).toEqual({ kind: 'not-allowed', code: 'not-a-manager', message: 'no' });
  });

  it('keeps a code it does not know, with the server’s own message', () => {
    const error = new DispatchApiError('rejected', 'Nope, for a new reason.', 409, {
      code: 'a-code-from-tomorrow',
    });
    expect(classifyBackendError(error, true)).toEqual({
      kind: 'refused',
      status: 409,
      code: 'a-code-from-tomorrow',
      message: 'Nope, for a new reason.',
    });
    // An answer came, so the connection is not the story, whatever navigator.onLine says.
    expect(classifyBackendError(error, false).kind).toBe('refused');
  });

  it('reads a temporary failure as the server’s, and anything else as a plain failure', () => {
    expect(
      classifyBackendError(new DispatchApiError('server', 'Boom (HTTP 503).', 503), true),
    ).toEqual({ kind: 'server', status: 503, message: 'Boom (HTTP 503).' });
    expect(classifyBackendError(new Error('bug'), true)).toEqual({
      kind: 'failed',
      message: 'bug',
    });
    expect(classifyBackendError('boom', true)).toEqual({ kind: 'failed', message: 'boom' });
  });
});
