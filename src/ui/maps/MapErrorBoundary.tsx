import { Component, type ErrorInfo, type ReactNode } from 'react';

// Catches a map chunk that cannot be downloaded (offline, deploy in between) or a map that
// throws, so the rest of the detail page keeps working; DeliveryMap then shows the fallback.

interface Props {
  onError: () => void;
  fallback: ReactNode;
  children: ReactNode;
}

export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(_error: Error, _info: ErrorInfo): void {
    this.props.onError();
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
