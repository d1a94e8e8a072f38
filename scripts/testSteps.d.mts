export declare const TEST_STEPS: readonly string[];
