// Types of ledger.mjs for the unit tests (tests/unit/scripts/loadChecks.test.ts).
import type { Ledger } from './checks.mjs';

export declare function createLedger(): Ledger;
