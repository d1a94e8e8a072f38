// What the core accepts as a Firestore document id from a request (an order id, a user id, an
// idempotency key): the store looks documents up by it, so it must be one.

const MAX_ID_LENGTH = 500;

/** A Firestore document id: non-empty, no `/`, not `.` or `..`, not `__…__`, not too long. */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}
