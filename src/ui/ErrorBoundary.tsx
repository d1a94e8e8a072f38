import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children once they have thrown while rendering. */
  fallback: ReactNode;
  /** When this changes (e.g. the location), the children are tried again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  renderedKey: unknown;
}

/**
 * Contains a rendering error to the part of the screen that threw: without a boundary React
 * unmounts the whole app, Sign out and the sync indicator included. Nothing about the failure
 * is stored, so a reload starts clean.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, renderedKey: undefined };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    // A failure belongs to the key it happened at; a new key gives the children a new try.
    if (Object.is(props.resetKey, state.renderedKey)) return null;
    return { failed: false, renderedKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs it; the screen shows the fallback.
    console.error('A part of the screen failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
