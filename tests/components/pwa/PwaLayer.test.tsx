import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PwaLayer } from '@/features/pwa';
import { fakeAppUpdates } from './fakeAppUpdates';

describe('PwaLayer', () => {
  it('carries both the offline banner and the update prompt', () => {
    const updates = fakeAppUpdates('current');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <MemoryRouter initialEntries={['/order']}>
        <PwaLayer updates={updates} />
      </MemoryRouter>,
    );
    act(() => updates.set('waiting'));

    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(/offline/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
