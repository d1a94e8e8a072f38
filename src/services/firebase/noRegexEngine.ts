// The app build's stand-in for the re2js package (vite.config.ts aliases `re2js` to this file).
// Firestore (12.x) imports that regular-expression engine only to evaluate the `like`,
// `regexContains` and `regexMatch` expressions of its pipelines, which this app never builds: its
// queries are where() filters and orderBy (firestoreAdapters.ts). Bundled, re2js was 43 KB of
// the 150 KB gzipped Firestore chunk that signing in downloads (docs/performance.md#after-sign-in).
// Were a pipeline ever to evaluate one of those expressions, compile() throws, and Firestore
// logs it and treats the expression as an error, as it does for a pattern that is not valid.

/** The one export of re2js that Firestore uses: RE2JS.compile(pattern). */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Regular expressions are not in this build (pattern: ${pattern}).`);
  },
};
