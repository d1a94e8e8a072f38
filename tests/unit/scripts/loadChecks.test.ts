// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkEvening } from '../../../scripts/load/checks.mjs';
import { createLedger } from '../../../scripts/load/ledger.mjs';

// `npm run load`'s check that an order the intake API answered `updated` holds what was sent
// (scripts/load/checks.mjs, issue 48), over a ledger and a Firestore of one order.

/** A Firestore whose receipts collection holds `receipts` (and every other collection nothing). */
function firestoreOf(receipts: Record<string, unknown>) {
  return {
    collection: (name: string) => ({
      get: async () => ({
        docs: name.endsWith('receipts')
          ? Object.entries(receipts).map(([id, data]) => ({ id, data: () => data }))
          : [],
      }),
    }),
  };
}

/** One order created without notes, then updated to A (sent at 10, answered at 20), then to B. */
async function eveningOfOneOrder({
  storedNotes,
  bSentAt,
}: {
  storedNotes: string;
  bSentAt: number;
}) {
  const ledger = createLedger();
  const answer = (result: string) => ({
    externalId: 'X1',
    result,
    receiptId: 'r1',
    orderNumber: '7',
  });
  ledger.intakeAnswer('api', 'X1', answer('created'), { notes: null, sentAt: 0, answeredAt: 0 });
  ledger.intakeAnswer('api', 'X1', answer('updated'), { notes: 'A', sentAt: 10, answeredAt: 20 });
  ledger.intakeAnswer('api', 'X1', answer('updated'), {
    notes: 'B',
    sentAt: bSentAt,
    answeredAt: 40,
  });
  return checkEvening(firestoreOf({ r1: { orderNumber: '7', notes: storedNotes } }), ledger, []);
}

describe('an intake order answered updated', () => {
  it('passes when it holds the last update sent', async () => {
    const checks = await eveningOfOneOrder({ storedNotes: 'B', bSentAt: 30 });
    expect(checks).toMatchObject({ lost: 0, updatesChecked: 1, updatesNotHeld: 0 });
  });

  it('is lost when it holds an update sent before the last one was', async () => {
    const checks = await eveningOfOneOrder({ storedNotes: 'A', bSentAt: 30 });
    expect(checks).toMatchObject({ lost: 1, updatesNotHeld: 1 });
    expect(checks.problems).toEqual(['api X1 answered updated, holds notes "A", last sent "B"']);
  });

  it('may hold either of two calls that crossed', async () => {
    const checks = await eveningOfOneOrder({ storedNotes: 'A', bSentAt: 15 });
    expect(checks).toMatchObject({ lost: 0, updatesNotHeld: 0 });
  });
});
