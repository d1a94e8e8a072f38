// The evening's realtime listeners, as the apps hold them (src/services/firebase): each manager's
// desk — today's orders, the drivers' shifts and positions, the team — and each driver's phone —
// their own orders of today. Opened with firebase-admin on the same queries, they count what
// Firestore bills a listener (a read per document added or changed in its results), and the
// desks' view of the orders is what the managers act on (managers.mjs). The phones' reads are
// counted from the first desk's listener (phoneReads.mjs says why), or, with `phoneListeners`
// (`--phone-listeners`), from a listener per phone. The desks hold the same three queries, so
// Firestore bills each desk the same reads: one desk's listeners are opened and billed once per
// manager, for the same reason as the phones' (on the emulator every listener on the receipts
// costs each receipt write a scan of the collection; production's Firestore does not scan), or,
// with `deskListeners` (`--desk-listeners`), one set per desk.
import { phoneReadsOf } from './phoneReads.mjs';
import { PREFIX } from './seed.mjs';

const midnight = () => new Date(new Date().setHours(0, 0, 0, 0)).getTime();

export function openListeners(
  db,
  { drivers, managers },
  { phoneListeners = false, deskListeners = false } = {},
) {
  const reads = { desk: 0, phones: 0 };
  const stops = [];
  /** The desks' listeners opened: one per manager, or one whose reads count for every manager. */
  const opened = deskListeners ? managers.map(() => new Map()) : [new Map()];
  const deskCopies = opened.length === managers.length ? 1 : managers.length;
  /** Each desk's view: receiptId → the receipt as its listener last saw it. */
  const desks = managers.map((_, m) => opened[m % opened.length]);
  const receipts = db.collection(`${PREFIX}receipts`).where('receipt_type', '==', 'SALE');
  const listen = (query, who, onSnapshot = () => {}) =>
    new Promise((resolve, reject) => {
      let first = true;
      const copies = who === 'desk' ? deskCopies : 1;
      stops.push(
        query.onSnapshot((snapshot) => {
          const billed = snapshot.docChanges().filter((change) => change.type !== 'removed');
          reads[who] += copies * Math.max(first ? 1 : 0, billed.length);
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
    ...opened.flatMap((view, desk) => [
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
