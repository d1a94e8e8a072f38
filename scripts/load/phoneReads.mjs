// What the phones' listeners read, counted from a desk's listener (listeners.mjs). Each phone
// listens to its own SALE orders of today (`dispatchId == uid`, src/services/firebase), and
// Firestore bills such a listener one read per document added to or changed in its results
// (none for one that leaves them) and at least one for its first snapshot, even an empty one.
// A desk's listener over today's SALE orders sees every one of those changes, with the document
// as it is after: a change is a read for the phone whose uid the document then holds, and for no
// phone when it holds none of theirs (unassigned, or a driver without a phone in the run).
//
// Why not forty listeners, as the phones hold them: the Firestore emulator runs every open
// listener's query again over the whole collection at each write to it. Measured on this machine
// (Cloud SDK emulator, 2,000 receipts): 2.9 ms a write with no listener, 237 ms with forty, 240 ms
// with two listeners of `dispatchId in` twenty uids. Forty phones then cost each receipt write a
// quarter of a second of the emulator's one busy core, and the evening's latencies measured that
// queue instead of the backend; Firestore itself matches a write against its listeners' queries
// without scanning the collection. `npm run load -- --phone-listeners` holds the forty again.

/**
 * The phones' reads in one snapshot of a desk's listener. `changes` are the snapshot's
 * `docChanges()` as `{ type, dispatchId }`; `first` its first snapshot, when each phone in
 * `phoneUids` is billed at least one read.
 */
export function phoneReadsOf(changes, phoneUids, first) {
  const phones = new Set(phoneUids);
  const perPhone = new Map();
  for (const { type, dispatchId } of changes) {
    if (type === 'removed' || !phones.has(dispatchId)) continue;
    perPhone.set(dispatchId, (perPhone.get(dispatchId) ?? 0) + 1);
  }
  let reads = 0;
  if (first) for (const uid of phones) reads += Math.max(1, perPhone.get(uid) ?? 0);
  else for (const count of perPhone.values()) reads += count;
  return reads;
}
