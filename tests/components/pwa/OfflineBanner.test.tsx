import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../src/features/pwa';

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
});
