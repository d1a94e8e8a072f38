import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetRouteOnThisPage } from '@/features/route';
import { forgetRememberedStart } from '@/features/shared/rememberedStart';

afterEach(() => {
  cleanup();
  // A test's signed-in screens are remembered for the next start: not for the next test's.
  forgetRememberedStart();
  // Nor its route order, sort, navigation app, searches or position.
  forgetRouteOnThisPage();
});
