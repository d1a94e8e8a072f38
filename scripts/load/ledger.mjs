// What the evening sent and was answered, kept for the checks (checks.mjs): each status change's
// answers by its idempotency key, each assignment's result per order, each order coming in by its
// key of its way in (the API's externalId, the file's Reference).
export function createLedger() {
  /** updateId → { receiptId, status, uid, answers: [{ status, code, body }] } */
  const changes = new Map();
  /** Each order's result of each desk assign: { receiptId, expected, target, result, ... }. */
  const assignments = [];
  /**
   * `${source}:${key}` → { source, key, answers: [result] }; an answer of the intake API also
   * carries `sent`: { notes, sentAt, answeredAt }, the content its call sent (the notes are what
   * the evening changes) and when, for the checks' "an `updated` order holds what was sent".
   */
  const orders = new Map();
  /** receiptId → the driver it was given to at the start. */
  const initialDriver = new Map();

  return {
    changes,
    assignments,
    orders,
    initialDriver,
    change(updateId, about) {
      changes.set(updateId, { ...about, answers: [] });
    },
    changeAnswer(updateId, reply) {
      changes
        .get(updateId)
        .answers.push({ status: reply.status, code: reply.code, body: reply.body });
    },
    assignAnswer(request, reply) {
      for (const result of reply.body?.results ?? []) {
        assignments.push({
          receiptId: result.receiptId,
          expected: request.expected[result.receiptId],
          target: request.dispatchId,
          result: result.result,
          dispatchId: result.dispatchId,
          updateTimestamp: result.updateTimestamp,
          replayed: reply.body?.replayed === true,
        });
      }
    },
    intakeAnswer(source, key, result, sent = null) {
      const id = `${source}:${key}`;
      if (!orders.has(id)) orders.set(id, { source, key, answers: [] });
      orders.get(id).answers.push(sent === null ? result : { ...result, sent });
    },
  };
}
