// Replaced at build time by Vite's `define` (scripts/vite/sharedConfig.ts).

/** package.json's version, e.g. "0.0.3". */
declare const __APP_VERSION__: string;

/** When the app was built (ISO 8601): the commit's date, or SOURCE_DATE_EPOCH (scripts/vite/sharedConfig.ts). */
declare const __BUILD_DATE__: string;
