/**
 * The open component API: every component forwards its ref and passes unknown HTML props (`id`, `data-*`,
 * `style`, `aria-*`) to its root element; texts come in `labels` (the old `label` still works, deprecated);
 * controllable state reports only real changes and warns when a host switches between controlled and
 * uncontrolled.
 */

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { NavModel } from '@docsnav/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../hook/provider.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import {
  dropdownDocs,
  guidesDocs,
  guidesOptions,
  switchersDocs,
  switchersOptions,
} from '../test-support/navs.js';
import { Badge } from './badge.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { DocsLayout } from './docs-layout.js';
import { Eyebrow } from './eyebrow.js';
import { GlobalAnchors } from './global-anchors.js';
import { MobileNav } from './mobile-nav.js';
import { NavIcon } from './nav-icon.js';
import { Pager } from './pager.js';
import { Sidebar } from './sidebar/sidebar.js';
import { Dropdown, LanguageSwitcher, ProductSwitcher, VersionSwitcher } from './switchers.js';
import { TabBar } from './tab-bar.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const switchers = modelFrom(switchersDocs, switchersOptions);
const guides = modelFrom(guidesDocs, guidesOptions);
const dropdowns = modelFrom(dropdownDocs);

/** Attributes a host passes to any component; each must land on its root element. */
const host = {
  id: 'host-id',
  'data-testid': 'root',
  style: { outlineColor: 'red' },
  'aria-describedby': 'hint',
};

type Case = [
  name: string,
  rootClass: string,
  model: NavModel,
  path: string,
  make: (ref: Ref<never>) => ReactElement,
];

const cases: Case[] = [
  ['Sidebar', 'docsnav-sidebar', switchers, '/v2/install', (ref) => <Sidebar ref={ref} {...host} />],
  ['Pager', 'docsnav-pager', switchers, '/v2/install', (ref) => <Pager ref={ref} {...host} />],
  [
    'Breadcrumbs',
    'docsnav-breadcrumbs',
    switchers,
    '/v2/install',
    (ref) => <Breadcrumbs ref={ref} {...host} />,
  ],
  ['Eyebrow', 'docsnav-eyebrow', switchers, '/v2/install', (ref) => <Eyebrow ref={ref} {...host} />],
  ['TabBar', 'docsnav-tabbar', switchers, '/v2/install', (ref) => <TabBar ref={ref} {...host} />],
  [
    'Badge',
    'docsnav-badge',
    switchers,
    '/v2/install',
    (ref) => (
      <Badge ref={ref} {...host}>
        NEW
      </Badge>
    ),
  ],
  [
    'MobileNav',
    'docsnav-mobile-trigger',
    switchers,
    '/v2/install',
    (ref) => <MobileNav ref={ref} {...host} />,
  ],
  ['GlobalAnchors', 'docsnav-global', guides, '/quickstart', (ref) => <GlobalAnchors ref={ref} {...host} />],
  [
    'ProductSwitcher',
    'docsnav-switcher',
    switchers,
    '/v2/install',
    (ref) => <ProductSwitcher ref={ref} {...host} />,
  ],
  [
    'VersionSwitcher',
    'docsnav-switcher',
    switchers,
    '/v2/install',
    (ref) => <VersionSwitcher ref={ref} {...host} />,
  ],
  [
    'LanguageSwitcher',
    'docsnav-switcher',
    switchers,
    '/v2/install',
    (ref) => <LanguageSwitcher ref={ref} {...host} />,
  ],
  ['Dropdown', 'docsnav-switcher', dropdowns, '/platform/limits', (ref) => <Dropdown ref={ref} {...host} />],
  [
    'NavIcon',
    'docsnav-icon',
    switchers,
    '/v2/install',
    (ref) => <NavIcon ref={ref} icon="rocket" {...host} />,
  ],
  ['DocsLayout', 'docsnav-layout', switchers, '/v2/install', (ref) => <DocsLayout ref={ref} {...host} />],
];

describe('every component forwards its ref and passes unknown HTML props to its root element', () => {
  it.each(cases)('%s', (_name, rootClass, model, path, make) => {
    const ref = createRef<HTMLElement>();
    render(
      <MemoryHost model={model} initialPath={path}>
        {make(ref as Ref<never>)}
      </MemoryHost>,
    );
    const root = screen.getByTestId('root');
    expect(ref.current).toBe(root);
    expect(root.classList.contains(rootClass)).toBe(true);
    expect(root.id).toBe('host-id');
    expect(root.style.outlineColor).toBe('red');
    expect(root.getAttribute('aria-describedby')).toBe('hint');
  });

  it('Sidebar keeps its own ref too: the scroll position is still saved through it', () => {
    const ref = createRef<HTMLElement>();
    const { unmount } = render(
      <MemoryHost model={switchers} initialPath="/v2/install">
        <Sidebar ref={ref} scrollKey="open-api" />
      </MemoryHost>,
    );
    const nav = ref.current as HTMLElement;
    nav.scrollTop = 120;
    nav.dispatchEvent(new Event('scroll'));
    unmount();
    render(
      <MemoryHost model={switchers} initialPath="/v2/install">
        <Sidebar scrollKey="open-api" />
      </MemoryHost>,
    );
    expect(screen.getByRole('navigation', { name: 'Sidebar' }).scrollTop).toBe(120);
  });
});

describe('texts in `labels` everywhere', () => {
  it('TabBar, Breadcrumbs, GlobalAnchors and the switchers take labels', () => {
    render(
      <MemoryHost model={switchers} initialPath="/v2/install">
        <TabBar labels={{ nav: 'Onglets' }} />
        <Breadcrumbs labels={{ nav: 'Fil d’Ariane' }} />
        <VersionSwitcher labels={{ name: 'Édition' }} />
        <LanguageSwitcher labels={{ name: 'Langue' }} />
      </MemoryHost>,
    );
    expect(screen.getByRole('navigation', { name: 'Onglets' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Édition: v2/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Langue: / })).toBeTruthy();
  });

  it('GlobalAnchors takes labels.list; Eyebrow takes components.Crumbs', () => {
    render(
      <MemoryHost model={guides} initialPath="/quickstart">
        <GlobalAnchors labels={{ list: 'Liens' }} />
        <Eyebrow components={CRUMBS} />
      </MemoryHost>,
    );
    expect(screen.getByRole('list', { name: 'Liens' })).toBeTruthy();
    expect(screen.getByText('new:1')).toBeTruthy();
  });
});

/** The eyebrow's line drawn by the host (module level: a stable object). */
const CRUMBS = { Crumbs: ({ crumbs }: { crumbs: readonly unknown[] }) => `new:${crumbs.length}` };

describe('MobileNav reports only real changes', () => {
  const drawer = (pathname: string, props: Parameters<typeof MobileNav>[0]) => (
    <NavigationProvider model={switchers} pathname={pathname}>
      <MobileNav {...props} />
    </NavigationProvider>
  );

  it('a navigation while the drawer is closed reports nothing', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(drawer('/v2/index', { onOpenChange }));
    rerender(drawer('/v2/install', { onOpenChange }));
    rerender(drawer('/v2/cli', { onOpenChange }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a navigation while it is open closes it and reports false once', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(drawer('/v2/index', { onOpenChange, defaultOpen: true }));
    // The drawer loads at once when it starts open.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    rerender(drawer('/v2/install', { onOpenChange, defaultOpen: true }));
    expect(onOpenChange.mock.calls).toEqual([[false]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(drawer('/v2/cli', { onOpenChange, defaultOpen: true }));
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });

  it('controlled and closed: a navigation reports nothing; controlled and open: it asks to close', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(drawer('/v2/index', { onOpenChange, open: false }));
    rerender(drawer('/v2/install', { onOpenChange, open: false }));
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(drawer('/v2/install', { onOpenChange, open: true }));
    rerender(drawer('/v2/cli', { onOpenChange, open: true }));
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });

  it('the open button reports true, Escape reports false', async () => {
    const onOpenChange = vi.fn();
    render(drawer('/v2/index', { onOpenChange }));
    await act(async () => screen.getByRole('button', { name: 'Open navigation' }).click());
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    // The first click opens the drawer, loaded on that first intent.
    const dialog = await screen.findByRole('dialog');
    await act(async () => within(dialog).getByRole('button', { name: 'Close navigation' }).click());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('switching between controlled and uncontrolled warns, in development only', () => {
  it('MobileNav: each switch between controlled and uncontrolled warns (the kit’s controllable state, Radix’s warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nav = (open: boolean | undefined) => (
      <NavigationProvider model={switchers} pathname="/v2/index">
        <MobileNav open={open} />
      </NavigationProvider>
    );
    const { rerender } = render(nav(false));
    expect(warn).not.toHaveBeenCalled();
    rerender(nav(true));
    expect(warn).not.toHaveBeenCalled();
    rerender(nav(undefined));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/MobileNav.*`open`.*from controlled to uncontrolled/);
    rerender(nav(true));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/MobileNav.*`open`.*from uncontrolled to controlled/);
  });

  it('a switcher menu warns once too (Radix’s menu state); a host that stays controlled gets no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = (open: boolean | undefined) => (
      <NavigationProvider model={switchers} pathname="/v2/index">
        <VersionSwitcher open={open} />
      </NavigationProvider>
    );
    const { rerender } = render(menu(false));
    rerender(menu(true));
    // Open, the menu (Radix) loads at once.
    await screen.findByRole('menu');
    rerender(menu(false));
    expect(warn).not.toHaveBeenCalled();
    rerender(menu(undefined));
    // Radix's own menu state warns (the kit passes `open` through to it): one warning, not two.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/changing from controlled to uncontrolled/);
  });

  it('no warning in a production build: without the `development` condition, Radix’s flag is off', () => {
    // The warning is Radix's controllable state's, on when its `is-development` module resolves under the
    // `development` export condition (a dev server); a production build resolves the other file.
    // Resolved by a plain Node (the test runner itself resolves with `development`), from the menu's package.
    const state = createRequire(import.meta.url).resolve('@radix-ui/react-dropdown-menu');
    const probe = "console.log(require('@radix-ui/primitive/is-development').IS_DEVELOPMENT)";
    const flag = (conditions: string[]) =>
      spawnSync(process.execPath, [...conditions, '-e', probe], {
        cwd: dirname(state),
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      }).stdout.trim();
    expect(flag([])).toBe('false');
    expect(flag(['--conditions=development'])).toBe('true');
  });
});
