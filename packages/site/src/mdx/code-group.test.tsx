import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeGroup } from './code-group.js';
import { CodeBlock } from './fields.js';
import { KNOWN_COMPONENTS } from './known-components.js';

/** Code blocks as the compiled page passes them: `pre` (the site's CodeBlock) with the fence meta. */
const group = (
  <CodeGroup>
    <CodeBlock data-title="main.py" data-language="python">
      <code className="language-python">print(1)</code>
    </CodeBlock>
    <CodeBlock data-language="ts">
      <code className="language-ts">console.log(1)</code>
    </CodeBlock>
    <CodeBlock>
      <code>plain</code>
    </CodeBlock>
  </CodeGroup>
);

afterEach(cleanup);

describe('<CodeGroup>', () => {
  it('server-renders one tab per block, labelled by title or language, with only the first block shown', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(group);
    const tabs = [...host.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['main.py', 'ts', 'Code 3']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = [...host.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(panels[0]?.querySelector('pre code')?.textContent).toBe('print(1)');
    // Inside a group the block has no header of its own: its tab shows the title.
    expect(host.querySelector('.site-code-title')).toBeNull();
  });

  it('switches blocks by click and with the arrow keys (WAI-ARIA tabs)', async () => {
    const user = userEvent.setup();
    render(group);
    await user.click(screen.getByRole('tab', { name: 'ts' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('console.log(1)');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Code 3' })).toHaveProperty('ariaSelected', 'true');
    expect(document.activeElement?.textContent).toBe('Code 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('print(1)');
  });

  it('a lone block with a title shows it in a header; without one it is a bare pre', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <>
        <CodeBlock data-title="config.yaml" data-language="yaml">
          <code>a: 1</code>
        </CodeBlock>
        <CodeBlock data-language="bash">
          <code>ls</code>
        </CodeBlock>
      </>,
    );
    expect(host.querySelector('figure figcaption')?.textContent).toBe('config.yaml');
    expect(host.querySelector('figure pre')?.textContent).toBe('a: 1');
    expect(host.querySelectorAll('figure')).toHaveLength(1);
    expect(host.querySelector('pre[data-title]')).toBeNull();
  });

  it('draws CodeGroup, RequestExample and ResponseExample', () => {
    for (const name of ['CodeGroup', 'RequestExample', 'ResponseExample'])
      expect(KNOWN_COMPONENTS[name]).toEqual(['code-group.tsx', 'CodeGroup']);
  });
});
