import { DEFAULT_AUTH_EMULATOR_HOST, DEFAULT_FIRESTORE_EMULATOR_HOST } from '@/config/constants';

// Where the Firebase emulators of firebase.json listen: the app's defaults in emulator mode (a
// build moves them with VITE_AUTH_EMULATOR_HOST / VITE_FIRESTORE_EMULATOR_HOST, src/config/env.ts),
// and the addresses the Auth and rules tests use when their runner names none.
export const AUTH_EMULATOR_URL = `http://${DEFAULT_AUTH_EMULATOR_HOST}`;
const [firestoreHost, firestorePort] = DEFAULT_FIRESTORE_EMULATOR_HOST.split(':');
export const FIRESTORE_EMULATOR_HOST = firestoreHost as string;
export const FIRESTORE_EMULATOR_PORT = Number(firestorePort);
