import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tab, Tabs } from './tabs.js';

/** Props a code block (`pre`) gets from the compile step (build/code-meta.ts). */
interface CodeElementProps {
  'data-title'?: unknown;
  'data-language'?: unknown;
}

/** A code block's tab label: its title from the fence meta, else its language, else `Code N`. */
function labelOf(props: CodeElementProps, i: number): string {
  for (const value of [props['data-title'], props['data-language']])
    if (typeof value === 'string' && value.trim()) return value.trim();
  return `Code ${i + 1}`;
}

/**
 * `<CodeGroup>` (and `<RequestExample>`, `<ResponseExample>`): its code blocks as tabs (the site's `Tabs`,
 * the WAI-ARIA tabs pattern), one block shown at a time, each tab labelled by its block's title or language.
 * The first block is shown in the server-rendered HTML; a block inside a group has no header of its own.
 */
export function CodeGroup({ children }: { children?: ReactNode }) {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<CodeElementProps>[];
  if (!blocks.length) return <div className="site-code-group">{children}</div>;
  return (
    <div className="site-code-group">
      <Tabs>
        {blocks.map((block, i) => (
          <Tab key={block.key ?? i} title={labelOf(block.props, i)}>
            {cloneElement(block, { 'data-title': undefined })}
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
