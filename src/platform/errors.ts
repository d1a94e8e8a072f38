/** Whatever was thrown, as an Error (callbacks and reports take Errors). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The message of whatever was thrown. */
export function errorMessage(error: unknown): string {
  return asError(error).message;
}
