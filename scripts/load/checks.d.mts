// Types of checks.mjs and ledger.mjs's parts the unit tests use (tests/unit/scripts/loadChecks.test.ts).
export interface IntakeSent {
  notes: string | null;
  sentAt: number;
  answeredAt: number;
}
export interface Ledger {
  intakeAnswer(
    source: string,
    key: string,
    result: Record<string, unknown>,
    sent?: IntakeSent,
  ): void;
}
export interface Receipts {
  collection(name: string): { get(): Promise<{ docs: { id: string; data(): unknown }[] }> };
}
export declare function checkEvening(
  db: Receipts,
  ledger: Ledger,
  calls: { status: number }[],
): Promise<{
  lost: number;
  updatesChecked: number;
  updatesNotHeld: number;
  problems: string[];
}>;
