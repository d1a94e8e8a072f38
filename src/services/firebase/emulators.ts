// Where the Firebase emulators listen in emulator mode. These must match firebase.json
// ("emulators" section); a unit test keeps the two in step.
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const FIRESTORE_EMULATOR_HOST = '127.0.0.1';
export const FIRESTORE_EMULATOR_PORT = 8080;
