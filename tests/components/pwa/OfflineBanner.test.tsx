import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/features/pwa';

const MESSAGE = /You’re offline — showing the last known orders/;

/** The banner inside a router, as main.tsx mounts it, at `path`. */
function renderBanner(path = '/order') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineBanner />
    </MemoryRouter>,
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('is empty while online', () => {
    renderBanner();
    expect(screen.getByRole('status', { name: 'Connection' })).toBeEmptyDOMElement();
  });

  it('shows the offline message while the browser is offline, and hides it when back', () => {
    renderBanner();
    goOffline(true);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(MESSAGE);

    goOffline(false);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('shows at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanner();
    expect(screen.getByText(MESSAGE)).toBeVisible();
  });

  it('says that signing in needs a connection on the sign-in route, and the orders elsewhere', () => {
    let navigate: (path: string) => void = () => {};
    function NavigateFromTest() {
      navigate = useNavigate();
      return null;
    }
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <OfflineBanner />
        <NavigateFromTest />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('status', { name: 'Connection' });
    expect(banner).toHaveTextContent('You’re offline — signing in needs a connection.');

    act(() => navigate('/order')); // signed in: the sign-in form is gone
    expect(banner).toHaveTextContent(MESSAGE);
  });
});
