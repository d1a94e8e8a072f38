// The Capacitor CLI, run without its launcher's Node version gate. @capacitor/cli 8 declares
// Node >= 22 and its bin refuses anything older, but the commands this project uses (add, sync,
// copy, update) run on the Node 20 the project supports (package.json engines): `npm run
// native:sync` was verified with Node 20.20. On Node 22+ this is the same as `npx cap`.
//
//   node scripts/native/cap.mjs sync
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { run } = require('@capacitor/cli/dist/index.js');
await run();
