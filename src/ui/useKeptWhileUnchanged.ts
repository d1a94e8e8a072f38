import { useState } from 'react';

// Structural sharing across renders, one way for both apps: a value derived again (the driver's
// orders overlay and unsent changes; the desk's board, what auto-dispatch counted with, the
// drivers' shared runs) keeps the identity of the one shown while it says the same, so context
// consumers, memoised children, memos and effects keyed on it see no change.

/**
 * The value of an earlier render for as long as `keep(earlier, next)` gives it back (it says the
 * same as `next`); `keep` may also give a merge of the two (the desk's board keeps each column
 * that says the same). `keep` is asked once per new `next`, in the render that sees it (React's
 * pattern for state derived from props): a `next` given again is answered from the state, so
 * `keep` must be a pure function of its two arguments.
 */
export function useKeptWhileUnchanged<T>(next: T, keep: (kept: T, next: T) => T): T {
  // State, not a ref: React's way to remember what an earlier render produced (a ref may not be
  // read during render). Setting it here re-runs only this component, before its children.
  const [state, setState] = useState({ next, shown: next });
  if (state.next === next) return state.shown;
  const shown = keep(state.shown, next);
  setState({ next, shown });
  return shown;
}

/** A `keep` that gives back the kept value while `same` says the two are the same. */
export function keepWhileSame<T>(same: (kept: T, next: T) => boolean): (kept: T, next: T) => T {
  return (kept, next) => (same(kept, next) ? kept : next);
}

/** A `keep` that keeps nothing: each value as it comes. */
export function keepNothing<T>(_kept: T, next: T): T {
  return next;
}
