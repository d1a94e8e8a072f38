// What a Firestore query snapshot offers, without the SDK's types.
interface QuerySnapshotLike {
  docChanges(): Array<{ type: string; doc: { id: string; data(): unknown } }>;
  docs: Array<{ id: string; data(): unknown }>;
}

/**
 * A realtime query's documents, parsed by id and re-parsed only when they changed: a snapshot of
 * one changed receipt among thousands costs one parse, and every other document keeps its
 * object (screens that compare by identity re-render only what changed).
 */
export function parsedById<T>(
  parse: (id: string, data: unknown) => T,
): (snapshot: QuerySnapshotLike) => T[] {
  const parsed = new Map<string, T>();
  return (snapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') parsed.delete(change.doc.id);
      else parsed.set(change.doc.id, parse(change.doc.id, change.doc.data()));
    }
    return snapshot.docs.map((d) => parsed.get(d.id) ?? parse(d.id, d.data()));
  };
}
