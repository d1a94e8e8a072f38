// Types for seed-emulators.mjs (plain JavaScript so node runs it without a TypeScript step).
import type { EmulatorSeed } from '../src/demo/server/emulatorSeed';

export declare const PROJECT_ID: string;
export declare function demoDay(now?: number): Promise<EmulatorSeed>;
export declare function seed(options?: {
  firestore?: boolean;
  functionsUrl?: string | null;
  projectId?: string;
}): Promise<EmulatorSeed>;
