import { act, cleanup, render } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponent, SidebarGroup, SidebarPage } from '../../hook/types.js';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { generatedDocs } from '../../test-support/navs.js';
import { TabBar } from '../tab-bar.js';
import { Sidebar } from './sidebar.js';
import type { SidebarComponents } from './sidebar-context.js';

/** Counts renders of the Sidebar root: it is the only caller of `useSidebar`. */
const root = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../hook/hooks.js', async (importOriginal) => {
  const hooks = await importOriginal<typeof import('../../hook/hooks.js')>();
  return {
    ...hooks,
    useSidebar: () => {
      root.renders++;
      return hooks.useSidebar();
    },
  };
});

afterEach(cleanup);

const big = modelFrom(generatedDocs(1000));
const rendered: string[] = [];
/** Stable label slots that record which page and group entries render. */
const countingLabel = (page: SidebarPage) => {
  rendered.push(page.href);
  return page.title;
};
const countingGroupLabel = (group: SidebarGroup) => {
  rendered.push(group.label);
  return group.label;
};
/** The labels drawn by the host (`components`): each renders when its entry does. */
const counting: SidebarComponents = {
  PageLabel: ({ page }) => countingLabel(page),
  GroupLabel: ({ group }) => countingGroupLabel(group),
};

describe('Sidebar re-renders', () => {
  it('a navigation re-renders exactly the entries whose state changed: not the sidebar, not the rest', async () => {
    render(
      <MemoryHost model={big} initialPath="/t1/g1/s0/page-1">
        <TabBar />
        <Sidebar collapsed="until-found" components={counting} />
      </MemoryHost>,
    );
    expect(rendered.length).toBeGreaterThanOrEqual(500);
    expect(root.renders).toBeGreaterThan(0);
    const take = () => {
      const out = { entries: [...rendered].sort(), root: root.renders };
      rendered.length = 0;
      root.renders = 0;
      return out;
    };
    take();
    const go = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
    // A sibling page: the two page entries only.
    await act(async () => go('/t1/g1/s0/page-2'));
    expect(document.querySelector('a[href="/t1/g1/s0/page-2"]')?.getAttribute('aria-current')).toBe('page');
    expect(take()).toEqual({ entries: ['/t1/g1/s0/page-1', '/t1/g1/s0/page-2'], root: 0 });
    // Into a closed nested group elsewhere: the two pages, the group left and the two groups entered
    // (one of them opens).
    await act(async () => go('/t1/g7/s3/page-4'));
    expect(document.querySelector('a[href="/t1/g7/s3/page-4"]')?.getAttribute('aria-current')).toBe('page');
    expect(take()).toEqual({
      entries: ['/t1/g1/s0/page-2', '/t1/g7/s3/page-4', 'Group 1.1', 'Group 1.7', 'Section 1.7.3'],
      root: 0,
    });
    // Another tab: a new scope, so the sidebar itself renders again.
    await act(async () => go('/t2/g1/s0/page-1'));
    expect(
      document
        .querySelector('nav[aria-label="Sidebar"] a[href="/t2/g1/s0/page-1"]')
        ?.getAttribute('aria-current'),
    ).toBe('page');
    expect(take().root).toBeGreaterThan(0);
  });
});

/** A fiber as React keeps it on its DOM nodes (`__reactFiber$…`): the parts read here. */
interface Fiber {
  type: unknown;
  stateNode: unknown;
  return: Fiber | null;
}

/** The components React keeps between a DOM element and its DOM ancestor `stop`, innermost first. */
function componentsBetween(el: Element, stop: Element): string[] {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  const names: string[] = [];
  if (!key) return ['(no fiber)'];
  for (
    let f = (el as unknown as Record<string, Fiber>)[key]?.return;
    f && f.stateNode !== stop;
    f = f.return
  ) {
    const type = f.type as { name?: string } | string | null;
    names.push(typeof type === 'string' ? type : (type?.name ?? String(type)));
  }
  return names;
}

/** A host's link component, as a router's would be. */
const HostLink: LinkComponent = function HostLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
};

describe('Sidebar links: components per link (a sidebar draws thousands)', () => {
  it("a page's link is the host's Link right under its list item, nothing between", () => {
    render(
      <MemoryHost model={big} initialPath="/t1/g1/s0/page-1" Link={HostLink}>
        <Sidebar collapsed="until-found" />
      </MemoryHost>,
    );
    const a = document.querySelector('a[href="/t1/g1/s0/page-2"]') as HTMLAnchorElement;
    expect(componentsBetween(a, a.closest('li') as Element)).toEqual(['HostLink']);
    // The current page's too.
    const current = document.querySelector('a[aria-current="page"]') as HTMLAnchorElement;
    expect(componentsBetween(current, current.closest('li') as Element)).toEqual(['HostLink']);
  });

  it('without a host Link, the anchor itself is right under its list item', () => {
    render(
      <MemoryHost model={big} initialPath="/t1/g1/s0/page-1">
        <Sidebar collapsed="until-found" />
      </MemoryHost>,
    );
    const a = document.querySelector('a[href="/t1/g1/s0/page-2"]') as HTMLAnchorElement;
    expect(componentsBetween(a, a.closest('li') as Element)).toEqual([]);
  });
});
