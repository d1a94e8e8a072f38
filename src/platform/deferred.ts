/**
 * A promise settled from outside, when its owner chooses (Promise.withResolvers, which Node 20
 * and older phones lack).
 */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
