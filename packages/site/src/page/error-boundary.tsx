import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed, for the message ("page content"). */
  what: string;
  children?: ReactNode;
}

/** Shows an error thrown while rendering a page body in place of the body, never a blank site. */
export class PageErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="site-error" role="alert">
        <strong>The {this.props.what} could not be rendered.</strong>
        <pre>{error.message}</pre>
      </div>
    );
  }
}
