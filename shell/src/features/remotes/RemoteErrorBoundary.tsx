import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordFieldEvent } from '../../boot/fieldEvents';

interface Props {
  remoteId: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own area: the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote area "${this.props.remoteId}" failed.`, error, info.componentStack);
    recordFieldEvent({ kind: 'boundary', part: this.props.remoteId.split('/')[0]!, detail: String(error.stack ?? error) });
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
