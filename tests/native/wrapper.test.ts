import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_UPDATES_CHANNEL } from '@/services/native/push';
import { listFiles } from '../build/distFiles';

// What `npm run native:sync` leaves behind (run it first: the `test:native` script does). No
// Android SDK or Xcode here, so the checks read the generated projects instead of building them.

const ANDROID = 'native/android/app';
const IOS = 'native/ios/App';
const WEB = 'dist-native';

const read = (path: string) => readFileSync(path, 'utf8');
const json = <T>(path: string) => JSON.parse(read(path)) as T;

/** The Capacitor plugin packages the app's source imports (not core, not the CLI). */
function pluginsUsedBySource(): string[] {
  const used = new Set<string>();
  for (const file of listFiles('src')) {
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const match of read(join('src', file)).matchAll(
      /import\(\s*'(@capacitor(?:-[a-z]+)?\/[a-z-]+)'\s*\)|from\s+'(@capacitor(?:-[a-z]+)?\/[a-z-]+)'/g,
    )) {
      const pkg = match[1] ?? match[2]!;
      if (pkg !== '@capacitor/core' && pkg !== '@capacitor/cli') used.add(pkg);
    }
  }
  return [...used].sort();
}

describe('the Android project', () => {
  const manifest = read(`${ANDROID}/src/main/AndroidManifest.xml`);

  it('has the permissions push needs', () => {
    expect(manifest).toContain(
      '<uses-permission android:name="android.permission.POST_NOTIFICATIONS" />',
    );
    expect(manifest).toContain('<uses-permission android:name="android.permission.INTERNET" />');
  });

  it('verifies app links for the https host the build is given', () => {
    const filters = [...manifest.matchAll(/<intent-filter[^>]*>[\s\S]*?<\/intent-filter>/g)].map(
      (m) => m[0],
    );
    const appLinks = filters.filter((filter) => filter.includes('android:autoVerify="true"'));
    expect(appLinks).toHaveLength(1);
    const [filter] = appLinks;
    expect(filter).toContain('android.intent.action.VIEW');
    expect(filter).toContain('android.intent.category.BROWSABLE');
    expect(filter).toContain('<data android:scheme="https" android:host="${appLinkHost}" />');
    // The host is configurable: an environment variable or a Gradle property, with a default.
    expect(read(`${ANDROID}/build.gradle`)).toMatch(
      /appLinkHost: System\.getenv\("DISPATCH_APP_LINK_HOST"\) \?: \(project\.findProperty\("dispatchAppLinkHost"\) \?: "[a-z0-9.-]+"\)/,
    );
  });

  it('sends FCM notifications to the order-updates channel the app creates', () => {
    expect(manifest).toMatch(
      new RegExp(
        `android:name="com\\.google\\.firebase\\.messaging\\.default_notification_channel_id"\\s+android:value="${ORDER_UPDATES_CHANNEL.id}"`,
      ),
    );
  });

  it('lists exactly the plugins the app uses in capacitor.plugins.json', () => {
    const plugins = json<{ pkg: string; classpath: string }[]>(
      `${ANDROID}/src/main/assets/capacitor.plugins.json`,
    );
    expect(plugins.map((p) => p.pkg).sort()).toEqual(pluginsUsedBySource());
    expect(pluginsUsedBySource()).toEqual([
      '@capacitor-firebase/messaging',
      '@capacitor/app',
      '@capacitor/status-bar',
    ]);
  });

  it('carries the config and the web build that native:sync just made', () => {
    const config = json<Record<string, unknown>>(`${ANDROID}/src/main/assets/capacitor.config.json`);
    expect(config).toMatchObject({ appName: 'Dispatch', webDir: WEB });
    expect(read(`${ANDROID}/src/main/assets/public/index.html`)).toBe(read(`${WEB}/index.html`));
  });

  it('commits no Firebase config file', () => {
    expect(read('native/android/.gitignore')).toMatch(/^google-services\.json$/m);
  });
});

describe('the iOS project', () => {
  it('registers exactly the plugins the app uses', () => {
    const config = json<{ packageClassList: string[] }>(`${IOS}/App/capacitor.config.json`);
    expect(config.packageClassList.sort()).toEqual([
      'AppPlugin',
      'FirebaseMessagingPlugin',
      'StatusBarPlugin',
    ]);
    const packageSwift = read(`${IOS}/CapApp-SPM/Package.swift`);
    for (const product of ['CapacitorFirebaseMessaging', 'CapacitorApp', 'CapacitorStatusBar']) {
      expect(packageSwift).toContain(`.product(name: "${product}"`);
    }
  });

  it('hands remote notifications to the push plugin and may receive them in the background', () => {
    const delegate = read(`${IOS}/App/AppDelegate.swift`);
    expect(delegate).toContain('.capacitorDidRegisterForRemoteNotifications');
    expect(delegate).toContain('.capacitorDidFailToRegisterForRemoteNotifications');
    expect(read(`${IOS}/App/Info.plist`)).toMatch(
      /<key>UIBackgroundModes<\/key>\s*<array>\s*<string>remote-notification<\/string>/,
    );
    expect(read('native/ios/.gitignore')).toMatch(/^GoogleService-Info\.plist$/m);
  });

  it('carries the web build that native:sync just made', () => {
    expect(read(`${IOS}/App/public/index.html`)).toBe(read(`${WEB}/index.html`));
  });
});

describe("the wrapper's web build", () => {
  const files = listFiles(WEB);
  const scripts = files.filter((file) => file.endsWith('.js'));

  it('has no service worker and no web manifest', () => {
    expect(files).not.toContain('sw.js');
    expect(files.filter((file) => /sw\.js$|workbox|\.webmanifest$/.test(file))).toEqual([]);
    expect(read(`${WEB}/index.html`)).not.toMatch(/rel="manifest"|registerSW/);
  });

  it('registers no service worker from any script', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const registering = scripts.filter((file) =>
      /serviceWorker\.register|registerSW|sw\.js/.test(read(join(WEB, file))),
    );
    expect(registering).toEqual([]);
  });

  it('holds the native push adapter and the Capacitor runtime (lazily)', () => {
    const all = scripts.map((file) => read(join(WEB, file))).join('\n');
    expect(all).toContain(ORDER_UPDATES_CHANNEL.id);
    expect(all).toContain('CapacitorCookies');
  });
});

describe('the push plugin', () => {
  it('is the only one', () => {
    const dependencies = Object.keys(
      json<{ dependencies: Record<string, string> }>('package.json').dependencies,
    );
    const pushPlugins = dependencies.filter((name) =>
      /push-notifications|messaging|onesignal|fcm/i.test(name),
    );
    expect(pushPlugins).toEqual(['@capacitor-firebase/messaging']);
    expect(existsSync('node_modules/@capacitor/push-notifications')).toBe(false);
    expect(readdirSync(`${ANDROID}/src/main/assets`)).toContain('capacitor.plugins.json');
  });
});
