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
 * `keep` must be a pure function of its arguments. `before` is the value given in the render
 * before this one, which may be newer than `kept` (with `keepNothing` in between, the last one
 * given while keeping: it says the same as `kept` all the same).
 */
export function useKeptWhileUnchanged<T>(next: T, keep: (kept: T, next: T, before: T) => T): T {
  // State, not a ref: React's way to remember what an earlier render produced (a ref may not be
  // read during render). Setting it here re-runs only this component, before its children.
  const [state, setState] = useState({ next, shown: next });
  // Nothing to keep, nothing to remember: no state set, so no second run of the component's body
  // for each new value (the Map's board, the desk's before the rule's chunk is in).
  if (keep === keepNothing) return next;
  if (state.next === next) return state.shown;
  const shown = keep(state.shown, next, state.next);
  setState({ next, shown });
  return shown;
}

/**
 * A `keep` that gives back the kept value while `same` says the new one is the same. It compares
 * the new value with the one given just before it, not with the kept one: the two say the same
 * to `same` (each value given since the kept one was the same as the one before it, and `same`
 * must be an equivalence), and the one just before shares more with the new one (the desk's
 * board keeps each column that did not change), so a comparison costs what changed since, not
 * everything that changed since the kept value.
 */
export function keepWhileSame<T>(
  same: (a: T, b: T) => boolean,
): (kept: T, next: T, before: T) => T {
  return (kept, next, before) => (same(before, next) ? kept : next);
}

/** A `keep` that keeps nothing: each value as it comes, the hook's state left alone. */
export function keepNothing<T>(_kept: T, next: T): T {
  return next;
}
