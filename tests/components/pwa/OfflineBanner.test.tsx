import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../src/features/pwa';
import { useAnnounceScreenContent } from '../../../src/features/shared/screenContent';

const MESSAGE = /You’re offline — showing the last known orders/;

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('is empty while online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status', { name: 'Connection' })).toBeEmptyDOMElement();
  });

  it('shows the offline message while the browser is offline, and hides it when back', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(MESSAGE);

    goOffline(false);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('shows at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(MESSAGE)).toBeVisible();
  });

  it('says that signing in needs a connection while the sign-in form shows', () => {
    function SignInScreen() {
      useAnnounceScreenContent('sign-in');
      return null;
    }
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { rerender } = render(
      <>
        <OfflineBanner />
        <SignInScreen />
      </>,
    );
    const banner = screen.getByRole('status', { name: 'Connection' });
    expect(banner).toHaveTextContent('You’re offline — signing in needs a connection.');

    rerender(<OfflineBanner />); // signed in: the sign-in form is gone
    expect(banner).toHaveTextContent(MESSAGE);
  });
});
