import type { Plugin } from 'vite';

// What the wrapper's build (vite --mode native, docs/native.md) leaves out, so that it holds no
// code that could register a service worker:
// - the web fallback of @capacitor-firebase/messaging: Firebase's web messaging SDK, with a
//   worker of its own. Inside the wrapper the plugin always runs natively, and outside it the
//   native push adapter says "not supported" before it loads the plugin: it could never run;
// - workbox-window, which src/main.tsx does not call in this build but which the bundler keeps
//   because its ES5 classes look like side effects (nativeTreeshake declares it free of them).

const STUB_ID = '\0dispatch:firebase-messaging-web-stub';

export function nativeBuildTrims(): Plugin {
  return {
    name: 'dispatch:native-build-trims',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromPlugin = importer
        ?.replaceAll('\\', '/')
        .includes('/@capacitor-firebase/messaging/');
      return source === './web' && fromPlugin ? STUB_ID : null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `export class FirebaseMessagingWeb {
  constructor() {
    throw new Error('Push through the web SDK is not part of the native app build.');
  }
}`;
    },
  };
}

/** The wrapper build's tree-shaking: workbox-window has no side effects (see above). */
export function nativeModuleSideEffects(id: string): boolean | undefined {
  return id.replaceAll('\\', '/').includes('/node_modules/workbox-window/') ? false : undefined;
}
