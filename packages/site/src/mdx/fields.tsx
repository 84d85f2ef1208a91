import type { ComponentProps, ReactNode } from 'react';

/** Props of `<ParamField>` / `<ResponseField>`: the parameter's location key names it. */
export interface FieldProps {
  path?: string;
  query?: string;
  body?: string;
  header?: string;
  name?: string;
  type?: string;
  required?: boolean;
  default?: unknown;
  children?: ReactNode;
}

/** `<ParamField>` and `<ResponseField>`: a parameter name, its type and its description. */
export function Field({
  path,
  query,
  body,
  header,
  name,
  type,
  required,
  default: fallback,
  children,
}: FieldProps) {
  const label = name ?? path ?? query ?? body ?? header;
  return (
    <div className="site-field">
      <div className="site-field-head">
        {label && <code>{label}</code>}
        {type && <span className="site-field-type">{type}</span>}
        {required && <span className="site-field-required">required</span>}
        {fallback !== undefined && <span className="site-field-default">default: {String(fallback)}</span>}
      </div>
      {children && <div className="site-field-body">{children}</div>}
    </div>
  );
}

/** `<Accordion title>`: a native disclosure. */
export function Accordion({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <details className="site-accordion">
      <summary>{title ?? 'Details'}</summary>
      {children}
    </details>
  );
}

/** `<AccordionGroup>`, `<Frame>`: containers shown as a plain block. */
export function Container({ children }: { children?: ReactNode }) {
  return <div className="site-container">{children}</div>;
}

/** Props of a code block: what the compile step read from its fence meta (build/code-meta.ts). */
export type CodeBlockProps = ComponentProps<'pre'> & { 'data-title'?: unknown; 'data-language'?: unknown };

/**
 * `pre`: focusable, so a code block that scrolls sideways can be scrolled with the keyboard. A block with a
 * title in its fence meta (```` ```python main.py ````) shows it in a header (not inside a `<CodeGroup>`,
 * whose tabs show it).
 */
export function CodeBlock({ 'data-title': title, ...props }: CodeBlockProps) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
  const block = <pre tabIndex={0} {...props} />;
  if (typeof title !== 'string' || !title) return block;
  return (
    <figure className="site-code-block">
      <figcaption className="site-code-title">{title}</figcaption>
      {block}
    </figure>
  );
}
