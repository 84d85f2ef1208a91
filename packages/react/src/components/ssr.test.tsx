import type { ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import {
  dropdownDocs,
  guidesDocs,
  guidesOptions,
  switchersDocs,
  switchersOptions,
} from '../test-support/navs.js';
import { groupsFilled, nextFrame } from '../test-support/settled.js';
import { Badge } from './badge.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { DocsLayout } from './docs-layout.js';
import { Eyebrow } from './eyebrow.js';
import { GlobalAnchors } from './global-anchors.js';
import { MobileNav } from './mobile-nav.js';
import { IconResolverProvider, NavIcon } from './nav-icon.js';
import { Pager } from './pager.js';
import { Sidebar } from './sidebar/sidebar.js';
import { Dropdown, LanguageSwitcher, ProductSwitcher, VersionSwitcher } from './switchers.js';
import { TabBar } from './tab-bar.js';

// Tells React that this file drives `act()` itself (as @testing-library/react does).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const guides = modelFrom(guidesDocs, guidesOptions);
const switchers = modelFrom(switchersDocs, switchersOptions);
const dropdowns = modelFrom(dropdownDocs);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Renders on the "server", hydrates the HTML, and returns the container and every console error. */
async function serverThenHydrate(tree: () => ReactNode) {
  const html = renderToString(tree());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  // The deferred fill of closed groups, and the frame the sidebar asked for (its scroll reveal).
  await groupsFilled(container);
  await nextFrame();
  return { html, container, errors, recoverable };
}

const cases: Array<[string, () => ReactNode, (html: string) => void]> = [
  [
    'Sidebar',
    () => (
      <MemoryHost model={guides} initialPath="/guides/auth/keys">
        <Sidebar />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('aria-current="page"'),
  ],
  [
    'TabBar',
    () => (
      <MemoryHost model={guides} initialPath="/quickstart">
        <TabBar />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('API reference'),
  ],
  [
    'Breadcrumbs, Eyebrow, Pager, GlobalAnchors',
    () => (
      <MemoryHost model={guides} initialPath="/guides/auth/keys">
        <Eyebrow />
        <Breadcrumbs />
        <Pager />
        <GlobalAnchors />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('aria-label="Breadcrumb"'),
  ],
  [
    'NavIcon and Badge',
    () => (
      <>
        <NavIcon icon="rocket" />
        <NavIcon icon="no-such-icon-anywhere" />
        <NavIcon icon="https://example.com/logo.svg" />
        <Badge variant="method" method="GET">
          GET
        </Badge>
      </>
    ),
    (html) => expect(html).toContain('docsnav-icon'),
  ],
  [
    'switchers',
    () => (
      <MemoryHost model={switchers} initialPath="/ar/v2/install">
        <ProductSwitcher />
        <VersionSwitcher />
        <LanguageSwitcher />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('العربية'),
  ],
  [
    'Dropdown',
    () => (
      <MemoryHost model={dropdowns} initialPath="/platform/limits">
        <Dropdown />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('Platform'),
  ],
  [
    'MobileNav',
    () => (
      <MemoryHost model={guides} initialPath="/quickstart">
        <MobileNav />
      </MemoryHost>
    ),
    (html) => expect(html).toContain('Open navigation'),
  ],
  [
    'DocsLayout',
    () => (
      <MemoryHost model={switchers} initialPath="/ar/v2/install">
        <DocsLayout logo="Acme">
          <h1>Page</h1>
        </DocsLayout>
      </MemoryHost>
    ),
    (html) => expect(html).toContain('dir="rtl"'),
  ],
];

describe('server render and hydration', () => {
  it.each(cases)('%s renders to a string and hydrates without a warning', async (_name, tree, check) => {
    const { html, errors, recoverable } = await serverThenHydrate(tree);
    check(html);
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it('detects a mismatch (control: the harness can fail)', async () => {
    let side = 'server';
    const { errors, recoverable } = await serverThenHydrate(() => {
      const text = side;
      side = 'client';
      return <p>{text}</p>;
    });
    expect(errors.length + recoverable.length).toBeGreaterThan(0);
  });

  it('draws a lucide icon of the table after hydration, in the same fixed-size slot', async () => {
    const icons = { rocket: () => import('lucide-react/icons/rocket') };
    const { container } = await serverThenHydrate(() => (
      <IconResolverProvider icons={icons} library="lucide">
        <NavIcon icon="rocket" />
      </IconResolverProvider>
    ));
    await vi.waitFor(() => expect(container.querySelector('.docsnav-icon svg path')).not.toBeNull());
  });

  it('leaves an unknown icon an empty slot', async () => {
    const { container } = await serverThenHydrate(() => <NavIcon icon="no-such-icon-anywhere" />);
    // The loader gave up on it (no table has it).
    await vi.waitFor(() =>
      expect(container.querySelector('.docsnav-icon')?.getAttribute('data-icon-state')).toBe('missing'),
    );
    const slot = container.querySelector('.docsnav-icon');
    expect(slot).not.toBeNull();
    expect(slot?.childElementCount).toBe(0);
    expect(slot?.getAttribute('style')).toContain('inline-size');
  });
});
