// The evening's realtime listeners, as the apps hold them (src/services/firebase): each manager's
// desk — today's orders, the drivers' shifts and positions, the team — and each driver's phone —
// their own orders of today. Opened with firebase-admin on the same queries, they count what
// Firestore bills a listener (a read per document added or changed in its results), and the
// desks' view of the orders is what the managers act on (managers.mjs). The phones' reads are
// counted from the first desk's listener (phoneReads.mjs says why), or, with `phoneListeners`
// (`--phone-listeners`), from a listener per phone.
import { phoneReadsOf } from './phoneReads.mjs';
import { PREFIX } from './seed.mjs';

const midnight = () => new Date(new Date().setHours(0, 0, 0, 0)).getTime();

export function openListeners(db, { drivers, managers }, { phoneListeners = false } = {}) {
  const reads = { desk: 0, phones: 0 };
  const stops = [];
  /** Each desk's view: receiptId → the receipt as its listener last saw it. */
  const desks = managers.map(() => new Map());
  const receipts = db.collection(`${PREFIX}receipts`).where('receipt_type', '==', 'SALE');
  const listen = (query, who, onSnapshot = () => {}) =>
    new Promise((resolve, reject) => {
      let first = true;
      stops.push(
        query.onSnapshot((snapshot) => {
          const billed = snapshot.docChanges().filter((change) => change.type !== 'removed');
          reads[who] += Math.max(first ? 1 : 0, billed.length);
          onSnapshot(snapshot, first);
          if (first) resolve();
          first = false;
        }, reject),
      );
    });

  const since = midnight();
  const phoneUids = drivers.map((driver) => driver.uid);
  const phonesRead = (changes, first) =>
    phoneReadsOf(
      changes.map((change) => ({ type: change.type, dispatchId: change.doc.get('dispatchId') })),
      phoneUids,
      first,
    );
  const ready = [
    ...desks.flatMap((view, desk) => [
      listen(receipts.where('updateTimestamp', '>=', since), 'desk', (snapshot, first) => {
        const changes = snapshot.docChanges();
        for (const change of changes) {
          if (change.type === 'removed') view.delete(change.doc.id);
          else view.set(change.doc.id, change.doc.data());
        }
        if (desk === 0 && !phoneListeners) reads.phones += phonesRead(changes, first);
      }),
      listen(db.collection(`${PREFIX}driverShifts`), 'desk'),
      listen(db.collection(`${PREFIX}backOfficeUsers`), 'desk'),
    ]),
    ...(phoneListeners ? drivers : []).map((driver) =>
      listen(
        receipts.where('dispatchId', '==', driver.uid).where('updateTimestamp', '>=', since),
        'phones',
      ),
    ),
  ];
  return {
    ready: Promise.all(ready),
    reads,
    desks,
    /** Stops listening; the counts stay. */
    close: () => stops.forEach((stop) => stop()),
  };
}
