// Types of the in-page functions of deskInPage.mjs that the unit tests run in jsdom
// (tests/unit/scripts/benchDeskArm.test.ts).
export function armChange(options: {
  dbName: string;
  cardId: string;
  status: string;
  afterMs: number;
}): number;
export function armedChangeShown(): number | null;
export function benchDatabase(): string | undefined;
