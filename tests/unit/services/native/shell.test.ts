import { describe, expect, it } from 'vitest';
import { appLinkPath, handleBackButton, startNativeShell } from '@/services/native/shell';

function backWith(overlayOpen: boolean, canGoBack: boolean) {
  const calls: string[] = [];
  const action = handleBackButton(
    {
      closeOverlay: () => {
        calls.push('close');
        return overlayOpen;
      },
    },
    canGoBack,
    () => calls.push('back'),
    () => calls.push('exit'),
  );
  return { action, calls };
}

describe('the Android back button', () => {
  it('closes the drawer first, and does nothing else', () => {
    expect(backWith(true, true)).toEqual({ action: 'closed-overlay', calls: ['close'] });
  });

  it('goes back when nothing is open', () => {
    expect(backWith(false, true)).toEqual({ action: 'went-back', calls: ['close', 'back'] });
  });

  it('leaves the app at the root', () => {
    expect(backWith(false, false)).toEqual({ action: 'exit', calls: ['close', 'exit'] });
  });
});

describe('app links', () => {
  it('open the page they name', () => {
    expect(appLinkPath('https://dispatch.example.com/order-detail?id=r-1')).toBe(
      '/order-detail?id=r-1',
    );
    expect(appLinkPath('https://dispatch.example.com/delivered#top')).toBe('/delivered#top');
  });

  it('ignore anything that is not an http(s) URL', () => {
    expect(appLinkPath('javascript:alert(1)')).toBeNull();
    expect(appLinkPath('not a url')).toBeNull();
    expect(appLinkPath('com.example.dispatch://order')).toBeNull();
  });
});

describe('the native shell', () => {
  it('does nothing in the browser (loads no Capacitor plugin)', async () => {
    await expect(
      startNativeShell({ closeOverlay: () => false, openPath: () => {} }, 'browser'),
    ).resolves.toBeUndefined();
  });
});
