// Replaced at build time by Vite's `define` (scripts/vite/sharedConfig.ts).

/** package.json's version, e.g. "0.0.3". */
declare const __APP_VERSION__: string;
