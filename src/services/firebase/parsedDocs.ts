import { onSnapshot, type Query } from 'firebase/firestore';
import { asError, type Unsubscribe } from '@/platform';

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

/**
 * Listens to `query` with its metadata changes (a cached answer is followed by the server's),
 * handing on its documents parsed (parsedById) and whether they came from the cache.
 */
export function watchParsed<T>(
  query: Query,
  parse: (id: string, data: unknown) => T,
  onNext: (items: T[], fromCache: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const read = parsedById(parse);
  return onSnapshot(
    query,
    { includeMetadataChanges: true },
    (snapshot) => onNext(read(snapshot), snapshot.metadata.fromCache),
    (error) => onError(asError(error)),
  );
}
