import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, InstallAppButton } from '@/features/pwa';

type Outcome = 'accepted' | 'dismissed';

/** Chromium's beforeinstallprompt, with the user's answer decided by the test. */
function offerInstall(outcome: Outcome) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** jsdom has no matchMedia: the installed app answers the display-mode query. */
function runAsInstalledApp() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) =>
      ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList,
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('InstallAppButton', () => {
  it('stays hidden where the browser offers no installation', () => {
    render(<InstallAppButton prompt={createInstallPrompt(window)} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('appears on the browser’s offer and shows its dialog on tap; hides once installed', async () => {
    render(<InstallAppButton prompt={createInstallPrompt(window)} />);
    const offer = offerInstall('accepted');
    // The browser's own mini-infobar is suppressed: the button is the way in.
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));

    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('hides after a dismissal until the browser offers again', async () => {
    render(<InstallAppButton prompt={createInstallPrompt(window)} />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('hides when the app gets installed another way (browser menu)', () => {
    render(<InstallAppButton prompt={createInstallPrompt(window)} />);
    offerInstall('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('never shows inside the installed app (display-mode standalone)', () => {
    runAsInstalledApp();
    render(<InstallAppButton prompt={createInstallPrompt(window)} />);
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
