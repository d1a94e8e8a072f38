import { describe, expect, it } from 'vitest';
import { browserPushSupport, type PushBrowser } from '@/services/browserPush';

const ANDROID_CHROME: PushBrowser = {
  isProductionBuild: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140 Mobile',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
};

const IPHONE_SAFARI: PushBrowser = {
  ...ANDROID_CHROME,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
  platform: 'iPhone',
  // Safari hides push outside the installed app.
  hasPushManager: false,
  hasNotification: false,
};

describe('whether push can work here', () => {
  it('works in a production build of a browser with push', () => {
    expect(browserPushSupport(ANDROID_CHROME)).toEqual({ supported: true });
  });

  it('tells iPhone and iPad users to install the app first', () => {
    expect(browserPushSupport(IPHONE_SAFARI)).toEqual({
      supported: false,
      reason: 'ios-not-installed',
    });
    // iPadOS presents itself as a Mac with touch.
    const ipad = { ...IPHONE_SAFARI, userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel' };
    expect(browserPushSupport(ipad)).toMatchObject({ reason: 'ios-not-installed' });
  });

  it('works in the installed app on iOS (16.4 and later)', () => {
    const installed = {
      ...IPHONE_SAFARI,
      standalone: true,
      hasPushManager: true,
      hasNotification: true,
    };
    expect(browserPushSupport(installed)).toEqual({ supported: true });
  });

  it('is not for a desktop Mac without touch: it is judged as any browser', () => {
    const mac = {
      ...ANDROID_CHROME,
      userAgent: 'Mozilla/5.0 (Macintosh)',
      platform: 'MacIntel',
      maxTouchPoints: 0,
    };
    expect(browserPushSupport(mac)).toEqual({ supported: true });
  });

  it.each(['hasServiceWorker', 'hasPushManager', 'hasNotification'] as const)(
    'is unsupported without %s',
    (missing) => {
      expect(browserPushSupport({ ...ANDROID_CHROME, [missing]: false })).toEqual({
        supported: false,
        reason: 'browser',
      });
    },
  );

  it('needs the production build (the dev server runs no service worker)', () => {
    expect(browserPushSupport({ ...ANDROID_CHROME, isProductionBuild: false })).toEqual({
      supported: false,
      reason: 'no-service-worker',
    });
  });
});
