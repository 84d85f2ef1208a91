/** Test helpers for the hook: a host with a pathname state, a minimal sidebar drawn from the per-node hooks,
 *  and a probe exposing the latest `useNavigation()` value. Used by the *.test.tsx files only. */
import type { NavModel, SwitchTarget } from '@docsnav/core';
import { type ParseOptions, parseDocs } from '@docsnav/core/parse';
import { act, type RenderResult, render } from '@testing-library/react';
import { memo, type ReactNode, useState } from 'react';
import { useNavigationActions, useNavigationLink, useSidebar, useSidebarNode } from '../hook/hooks.js';
import { useNavigation } from '../hook/navigation.js';
import { NavigationProvider } from '../hook/provider.js';
import { type SwitchKind, useSwitchTargets } from '../hook/switch-targets.js';
import type {
  NavigationOptions,
  NavigationProviderProps,
  NavigationValue,
  SidebarItem,
} from '../hook/types.js';
import { nodesOf } from './nodes.js';

/** A model from a docs.json `navigation` (and optional other root keys); fails the test on errors. */
export function modelOf(
  navigation: unknown,
  extra: Record<string, unknown> = {},
  options?: ParseOptions,
): NavModel {
  const { model, diagnostics } = parseDocs({ name: 'Test', navigation, ...extra }, options);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`fixture has errors: ${JSON.stringify(errors)}`);
  return model;
}

/** Counts renders of sidebar items, by node index. */
export interface RenderCounter {
  total: number;
}

const Item = memo(function ItemView({ item, counter }: { item: SidebarItem; counter?: RenderCounter }) {
  const st = useSidebarNode(item.node);
  const { selectGroup, toggle } = useNavigationActions();
  const Link = useNavigationLink();
  if (counter) counter.total++;
  if (item.type === 'page') {
    return (
      <li>
        <Link
          href={item.href}
          aria-current={st.current ? 'page' : undefined}
          data-trail={st.onTrail || undefined}
        >
          {item.title}
        </Link>
      </li>
    );
  }
  return (
    <li data-group={item.label} data-open={st.open} data-current={st.current || undefined}>
      <button type="button" onClick={() => selectGroup(item.node)}>
        {item.label}
      </button>
      {item.collapsible && (
        <button
          type="button"
          aria-label={`Toggle ${item.label}`}
          aria-expanded={st.open}
          onClick={() => toggle(item.node)}
        >
          ›
        </button>
      )}
      <ul hidden={!st.open}>
        {item.children.map((c) => (
          <Item key={c.node} item={c} counter={counter} />
        ))}
      </ul>
    </li>
  );
});

/** A minimal sidebar: every item mounted (closed groups use `hidden`), state from `useSidebarNode`. */
export const TestSidebar = memo(function TestSidebar({ counter }: { counter?: RenderCounter }) {
  const { items } = useSidebar();
  return (
    <nav aria-label="Sidebar">
      <ul>
        {items.map((c) => (
          <Item key={c.node} item={c} counter={counter} />
        ))}
      </ul>
    </nav>
  );
});

/** Holds the latest `useNavigation()` value. */
export interface Probe {
  value: NavigationValue;
  /** `useSwitchTargets(kind)` of each kind. */
  targets: Record<SwitchKind, SwitchTarget[]>;
}

function ProbeView({ probe }: { probe: Partial<Probe> }) {
  probe.value = useNavigation();
  probe.targets = {
    product: useSwitchTargets('product'),
    version: useSwitchTargets('version'),
    language: useSwitchTargets('language'),
  };
  return null;
}

export interface HostProps extends NavigationOptions, Partial<NavigationProviderProps> {
  model: NavModel;
  initial: string;
  children?: ReactNode;
}

function Host({
  initial,
  children,
  probe,
  visited,
  ...props
}: HostProps & { probe: Partial<Probe>; visited: string[] }) {
  const [pathname, setPathname] = useState(initial);
  const navigate = (href: string) => {
    visited.push(href);
    setPathname(href);
  };
  return (
    <NavigationProvider navigate={navigate} {...props} pathname={pathname}>
      <ProbeView probe={probe} />
      {children ?? <TestSidebar />}
    </NavigationProvider>
  );
}

/** Renders a host whose `navigate` sets the pathname; returns the probe and the navigations made. */
export interface Hosted extends RenderResult {
  /** The latest `useNavigation()` value. */
  nav(): NavigationValue;
  /** The latest `useSwitchTargets(kind)`. */
  targets(kind: SwitchKind): SwitchTarget[];
  /** Navigates through the hook's `navigate` action. */
  go(href: string): void;
  /** Every href the host was asked to navigate to. */
  visited: string[];
}

export function renderHost(props: HostProps): Hosted {
  const probe: Partial<Probe> = {};
  const visited: string[] = [];
  const r = render(<Host {...props} probe={probe} visited={visited} />);
  const nav = (): NavigationValue => {
    if (!probe.value) throw new Error('probe not rendered');
    return probe.value;
  };
  const go = (href: string) => act(() => nav().navigate(href));
  const targets = (kind: SwitchKind) => probe.targets?.[kind] ?? [];
  return { ...r, nav, targets, go, visited };
}

/** The sidebar item labelled `label`, searched depth-first. */
export function findItem(items: readonly SidebarItem[], label: string): SidebarItem | undefined {
  for (const i of items) {
    if ((i.type === 'group' ? i.label : i.title) === label) return i;
    const inner = i.type === 'group' ? findItem(i.children, label) : undefined;
    if (inner) return inner;
  }
}

/** `data-open` of the sidebar group labelled `label`. */
export function isGroupOpen(container: HTMLElement, label: string): boolean {
  const li = container.querySelector(`[data-group="${label}"]`);
  if (!li) throw new Error(`no group ${label}`);
  return li.getAttribute('data-open') === 'true';
}

/** The stable id of the group labelled `label` (the key of the expansion state). */
export function groupId(model: NavModel, label: string): string {
  const g = nodesOf(model).find((n) => n.type === 'group' && n.label === label);
  if (!g) throw new Error(`no group ${label}`);
  return g.id;
}
