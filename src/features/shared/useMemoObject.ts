import { useMemo } from 'react';

/**
 * The same object as long as none of its members changes (a context value, say), so its
 * members are listed once. The object must always have the same keys, in the same order.
 */
export function useMemoObject<T extends object>(members: T): T {
  // The members are exactly the dependencies: listing them again by hand is what this avoids.
  // Their count and order never change, which is all useMemo asks of a dependency list (the
  // rules want a literal only so that they can check it; the React Compiler is not used here).
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => members, Object.values(members));
}
