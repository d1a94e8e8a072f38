import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirebasePush } from '@/services/firebase/push';
import { firebaseServiceStarted } from '../../../helpers/firebaseServiceStarted';

const app = initializeApp(
  {
    apiKey: 'demo-key',
    authDomain: 'demo-push.firebaseapp.com',
    projectId: 'demo-push',
    appId: '1:1:web:1',
    messagingSenderId: '1',
  },
  'push-adapter-test',
);

afterAll(() => deleteApp(app));

const messagingStarted = () => firebaseServiceStarted(app, 'messaging');

describe('the Firebase Push adapter', () => {
  it('says so when no VAPID key is configured, without loading messaging', async () => {
    const push = createFirebasePush(app, null, true);
    expect(await push.support()).toEqual({ supported: false, reason: 'no-vapid-key' });
    await expect(push.getToken()).rejects.toThrow(/VAPID/);
    expect(messagingStarted()).toBe(false);
  });

  it('reports a browser without the Push API (jsdom has none) as unsupported', async () => {
    const push = createFirebasePush(app, 'BKey', true);
    expect(await push.support()).toEqual({ supported: false, reason: 'browser' });
  });

  it('has no test notification: that is demo mode’s', () => {
    expect(createFirebasePush(app, 'BKey', true).sendTestNotification).toBeNull();
  });
});
