import type { FirebaseConfig } from '../../config/env';
import type { Services } from '../ports';

// Placeholder until the Firebase adapters land (issue 3).
export function createFirebaseServices(_config: FirebaseConfig): Services {
  throw new Error('Firebase adapters are not built yet.');
}
