import type { DemoConfig } from '../../config/env';
import type { Services } from '../ports';

// Placeholder until the demo adapters land (issue 2).
export function createDemoServices(_config: DemoConfig): Services {
  throw new Error('Demo adapters are not built yet.');
}
