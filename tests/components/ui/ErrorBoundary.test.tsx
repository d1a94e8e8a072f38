import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/ui/ErrorBoundary';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('cannot draw this');
  return <p>Drawn</p>;
}

beforeEach(() => {
  // React and the boundary report the caught error on the console; expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback instead of children that throw, and leaves its siblings alone', () => {
    render(
      <>
        <ErrorBoundary fallback={<p>Failed</p>}>
          <Fragile broken />
        </ErrorBoundary>
        <p>Sibling</p>
      </>,
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Sibling')).toBeInTheDocument();
    expect(screen.queryByText('Drawn')).not.toBeInTheDocument();
  });

  it('keeps the fallback while the reset key stays, and tries again when it changes', () => {
    const { rerender } = render(
      <ErrorBoundary fallback={<p>Failed</p>} resetKey="v1">
        <Fragile broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary fallback={<p>Failed</p>} resetKey="v1">
        <Fragile broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<p>Failed</p>} resetKey="v2">
        <Fragile broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Drawn')).toBeInTheDocument();
  });
});
