import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { generatedDocs } from '../../test-support/navs.js';
import { groupsFilled } from '../../test-support/settled.js';
import { TabBar } from '../tab-bar.js';
import { Sidebar } from './sidebar.js';
import type { CollapsedMode } from './sidebar-context.js';

afterEach(cleanup);

// 2 tabs × 10 top-level groups × (10 pages + 24 closed nested groups of 10 pages).
const big = modelFrom(generatedDocs(5000));
const page = '/t1/g6/s0/page-3';
const tree = (collapsed?: CollapsedMode) => (
  <MemoryHost model={big} initialPath={page}>
    <Sidebar {...(collapsed && { collapsed })} />
  </MemoryHost>
);
const entries = (html: string) =>
  (html.match(/class="docsnav-sidebar-item"|class="docsnav-group"/g) ?? []).length;

describe('deferred sidebar: a first render bounded around the current page', () => {
  it('draws at most 40 entries either side of the current page first, then everything', async () => {
    const html = renderToString(tree());
    expect(html).toContain(`href="${page}"`);
    expect(html).toContain('aria-current="page"');
    const first = entries(html);
    expect(first).toBeGreaterThan(40);
    // 81 entries, plus the heading of a group only partly in range at each edge.
    expect(first).toBeLessThanOrEqual(2 * 40 + 3);
    // Entries far from the page wait for the transition: the tab's first and last groups.
    expect(html).not.toContain('Group 1.1<');
    expect(html).not.toContain('Group 1.10<');
    const { container } = render(tree());
    await act(async () => {});
    // The closed groups' markup is filled after mount, a few groups per task.
    await groupsFilled(container);
    const all = container.querySelectorAll('.docsnav-sidebar-item, .docsnav-group').length;
    // Every entry, with the closed nested groups' pages filled in (hidden) too.
    expect(all).toBe(10 + 10 * (10 + 24 + 240));
    expect(container.textContent).toContain('Group 1.1');
    expect(container.textContent).toContain('Group 1.10');
  });

  it('another tab: the new list is shown and the old one is gone once the transition has run', async () => {
    const { container } = render(
      <MemoryHost model={big} initialPath={page}>
        <TabBar />
        <Sidebar />
      </MemoryHost>,
    );
    await act(async () => {});
    const tab2 = container.querySelector<HTMLAnchorElement>('.docsnav-tabbar a[href^="/t2/"]');
    await act(async () => tab2?.click());
    const lists = container.querySelectorAll('nav[aria-label="Sidebar"] > ul[data-level="0"]');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.hasAttribute('hidden')).toBe(false);
    expect(container.querySelector('nav[aria-label="Sidebar"] a[href^="/t1/"]')).toBeNull();
    expect(
      container.querySelector(`nav[aria-label="Sidebar"] a[href="${tab2?.getAttribute('href')}"]`),
    ).not.toBeNull();
  });

  it('until-found and unmount draw the whole list at once', () => {
    for (const mode of ['until-found', 'unmount'] as const) {
      expect(entries(renderToString(tree(mode)))).toBeGreaterThanOrEqual(10 + 10 * (10 + 24));
    }
  });
});
