import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PluginErrorBoundaryProps {
  pluginId: string;
  title: string;
  /** Asked to load the page again (a fresh import) before the boundary renders its children anew. */
  onRetry: () => void;
  /** 2 for a part of a page (a plugin view), whose page already has its h1. */
  headingLevel?: 1 | 2;
  children: ReactNode;
}

interface PluginErrorBoundaryState {
  error: Error | null;
}

/** One broken plugin shows a message and Retry in its own place; the rest of the app keeps working. */
export class PluginErrorBoundary extends Component<PluginErrorBoundaryProps, PluginErrorBoundaryState> {
  override state: PluginErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PluginErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Plugin '${this.props.pluginId}' failed`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Heading = this.props.headingLevel === 2 ? 'h2' : 'h1';
    return (
      <section className="plugin-error" data-plugin={this.props.pluginId} role="alert">
        <Heading>{this.props.title} could not be shown</Heading>
        <p>{error.message || 'Something went wrong.'}</p>
        <button type="button" className="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
