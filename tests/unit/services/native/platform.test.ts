import { describe, expect, it } from 'vitest';
import { currentPlatform, runsInNativeWrapper } from '@/services/native/platform';

const android = { androidBridge: {} };
const ios = { webkit: { messageHandlers: { bridge: {} } } };

describe('the platform switch', () => {
  it('is the browser in the browser build, whatever the page looks like', () => {
    expect(currentPlatform(android, false)).toBe('browser');
    expect(currentPlatform(ios, false)).toBe('browser');
    expect(runsInNativeWrapper(android, false)).toBe(false);
  });

  it("tells Android and iOS apart by their native bridge in the wrapper's build", () => {
    expect(currentPlatform(android, true)).toBe('android');
    expect(currentPlatform(ios, true)).toBe('ios');
    expect(runsInNativeWrapper(ios, true)).toBe(true);
  });

  it("is the browser when the wrapper's build is opened without a bridge", () => {
    expect(currentPlatform({}, true)).toBe('browser');
    expect(currentPlatform({ webkit: { messageHandlers: {} } }, true)).toBe('browser');
    expect(currentPlatform({ androidBridge: null }, true)).toBe('browser');
    expect(runsInNativeWrapper({}, true)).toBe(false);
  });

  it('is off in this (non-native) test build by default', () => {
    expect(currentPlatform(android)).toBe('browser');
  });
});
