// Types for chromium.mjs (plain JavaScript so node runs it without a TypeScript step).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
