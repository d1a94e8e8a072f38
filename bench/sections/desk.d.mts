// Types of sections/desk.mjs's pure helpers, for the unit tests (tests/unit/scripts/benchDesk.test.ts).
export declare const DESK_CPU_SLOWDOWN: number;
export declare const DESK_CARD: string;
export declare function benchDriverName(index: number): string;
export declare function busyBeyondIdle(changeBusyMs: number, idleBusyMs: number): number;
