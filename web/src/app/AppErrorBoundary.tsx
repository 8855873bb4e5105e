import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../features/shell/components/ErrorFallback';
import { captureError } from '../lib/sentry/sentry';

interface State {
  error: unknown;
}

/** The last line of defence, for errors outside any route (the router has its own boundaries). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    captureError(error, { componentStack: info.componentStack ?? null });
  }

  override render() {
    if (this.state.error) return <ErrorFallback error={this.state.error} report={false} />;
    return this.props.children;
  }
}
