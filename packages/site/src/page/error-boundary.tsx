import { Component, type ReactNode } from 'react';
import { RenderError } from './render-errors.js';

interface Props {
  /** What failed, for the message ("page content"). */
  what: string;
  /** The page file the content comes from, relative to the docs folder, shown with the error. */
  file?: string;
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
    return <RenderError what={this.props.what} file={this.props.file} message={error.message} />;
  }
}
