import { expect } from 'vitest';
import { DispatchApiError } from '@/services/ports';

/**
 * The DispatchApiError `promise` rejects with, to assert on; the test fails when the call
 * succeeds or rejects with anything else.
 */
export async function dispatchApiError(promise: Promise<unknown>): Promise<DispatchApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DispatchApiError);
  return error as DispatchApiError;
}
