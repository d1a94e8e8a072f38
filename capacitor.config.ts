import type { CapacitorConfig } from '@capacitor/cli';
import { THEME } from './src/config/constants';

// The native wrapper (docs/native.md): the same web app, built by `npm run native:sync` into
// dist-native/ (vite --mode native: no service worker, no install/update UI) and copied into the
// Android and iOS projects under native/, so the top level of the repository stays the web app's.

/** The store identity. Changing it later also means the Android applicationId and the Xcode bundle id (docs/native.md). */
const DEFAULT_APP_ID = 'com.example.dispatch';

const config: CapacitorConfig = {
  appId: process.env.DISPATCH_APP_ID?.trim() || DEFAULT_APP_ID,
  appName: 'Dispatch',
  webDir: 'dist-native',
  android: { path: 'native/android' },
  ios: { path: 'native/ios' },
  plugins: {
    // Applied before the web app runs; src/services/native/shell.ts sets the same at start.
    StatusBar: { backgroundColor: THEME.darkRed, style: 'DARK', overlaysWebView: false },
    FirebaseMessaging: {
      // iOS, app in front: no system banner, the app shows its own toast (as on the web); the
      // sound still plays so a driver with the phone in a holder notices.
      presentationOptions: ['sound', 'badge'],
    },
  },
  experimental: {
    ios: {
      // The plugin's SwiftPM identity collision (its README, "Swift Package Manager").
      spm: { packageOptions: { '@capacitor-firebase/messaging': { symlink: true } } },
    },
  },
};

export default config;
