// The Capacitor CLI, run without its launcher's Node version gate. @capacitor/cli 8 declares
// Node >= 22, as the project does (package.json engines); its bin refuses anything older, but
// the commands this project uses (add, sync, copy, update) were verified on Node 20.20 too, so
// a machine still on Node 20 can sync. On Node 22+ this is the same as `npx cap`.
//
//   node scripts/native/cap.mjs sync
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { run } = require('@capacitor/cli/dist/index.js');
await run();
