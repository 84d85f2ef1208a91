import type { ReactNode } from 'react';

/** Props of `<Expandable>`. `defaultOpen` is often written as a string (`defaultOpen="true"`). */
export interface ExpandableProps {
  title?: unknown;
  defaultOpen?: unknown;
  children?: ReactNode;
}

/**
 * `<Expandable title="properties">`: nested fields of a `<ParamField>` / `<ResponseField>` behind a
 * disclosure (a native `<details>`: keyboard and screen readers without script), "Show properties" when
 * closed and "Hide properties" when open; open at first with `defaultOpen`.
 */
export function Expandable({ title, defaultOpen, children }: ExpandableProps) {
  const name = typeof title === 'string' && title.trim() ? title.trim() : 'properties';
  const open = defaultOpen === true || defaultOpen === 'true' || defaultOpen === '';
  return (
    <details className="site-expandable" open={open}>
      <summary>
        <span className="site-expandable-show">Show </span>
        <span className="site-expandable-hide">Hide </span>
        {name}
      </summary>
      <div className="site-expandable-body">{children}</div>
    </details>
  );
}
