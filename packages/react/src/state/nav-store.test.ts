/**
 * The navigation store without React and without a DOM (the `unit` project runs it in Node): every action
 * and every method, as the provider and the hooks drive them.
 */
import {
  createNavIndex,
  createSplitIndex,
  locate,
  type NavIndex,
  type NavLocation,
  type NavScope,
  nodeById,
} from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { carryLocation, splitModel } from '@docsnav/core/split';
import { describe, expect, it, vi } from 'vitest';
import { sharedNav, tabsNav, versionsNav } from '../test-support/fixtures.js';
import { CHOICE, CURRENT, createNavigationStore } from './nav-store.js';
import { createScopeLoader } from './scope-loader.js';
import { keepViews } from './split-views.js';
import type { CurrentPage, ExpandedState, NavigationStore, StoreOptions } from './types.js';

const modelOf = (navigation: unknown, extra: Record<string, unknown> = {}) =>
  parseDocs({ name: 'Test', navigation, ...extra }).model;

const tabs = createNavIndex(modelOf(tabsNav));

/** The `current` of a pathname, as the provider computes it. */
const currentOf = (index: NavIndex, pathname: string, chosen = -1, location?: NavLocation): CurrentPage => {
  const at = location ?? locate(index, pathname);
  const n = index.nodes[at.page];
  return { location: at, url: pathname, page: n?.type === 'page' ? n : undefined, chosen };
};

const id = (index: NavIndex, label: string): string => {
  const n = index.nodes.find(
    (x) => (x.type === 'group' ? x.label : x.type === 'page' ? x.title : '') === label,
  );
  if (!n) throw new Error(`no node ${label}`);
  return n.id;
};

/** A store at `pathname`, with options (as the provider's first render creates it). */
function storeAt(pathname: string, options: StoreOptions = {}, expanded: ExpandedState = {}, index = tabs) {
  return createNavigationStore(index, false, currentOf(index, pathname), expanded, options);
}

/** Moves the store to `pathname` as the provider does: this render's location, then its props at commit. */
function visit(store: NavigationStore, pathname: string, options: StoreOptions = store.options, chosen = -1) {
  const at = chosen >= 0 ? locate(store.index, pathname) : undefined;
  store.setCurrent(currentOf(store.index, pathname, chosen, at));
  store.setOptions(options);
}

const isOpen = (store: NavigationStore, label: string) => store.expanded[id(store.index, label)] === true;

describe('navigation store (no React, no DOM)', () => {
  it('starts at its location with the page’s ancestor groups open', () => {
    const store = storeAt('/deep/deeper/x');
    expect(store.location.pathname).toBe('/deep/deeper/x');
    expect(isOpen(store, 'Deep')).toBe(true);
    expect(isOpen(store, 'Deeper')).toBe(true);
    expect(isOpen(store, 'Extra')).toBe(false);
  });

  it('tells a node’s subscribers only when that node’s state changes, and stops after unsubscribing', () => {
    const store = storeAt('/quickstart');
    const deep = vi.fn();
    const extra = vi.fn();
    const all = vi.fn();
    const stop = store.subscribe(deep, id(tabs, 'Deep'));
    store.subscribe(extra, id(tabs, 'Extra'));
    store.subscribe(all);
    store.actions.toggle(id(tabs, 'Deep'));
    expect(deep).toHaveBeenCalledTimes(1);
    expect(extra).not.toHaveBeenCalled();
    expect(all).toHaveBeenCalledTimes(1);
    stop();
    store.actions.toggle(id(tabs, 'Deep'));
    expect(deep).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('opens, closes and toggles nested groups by id or index; top-level groups stay open', () => {
    const store = storeAt('/quickstart');
    store.actions.open(id(tabs, 'Deep'));
    expect(isOpen(store, 'Deep')).toBe(true);
    store.actions.close(nodeById(tabs, id(tabs, 'Deep')));
    expect(store.expanded[id(tabs, 'Deep')]).toBe(false);
    store.actions.toggle(id(tabs, 'Start'));
    expect(store.expanded[id(tabs, 'Start')]).toBeUndefined();
    store.actions.toggle('no-such-id');
    expect(Object.keys(store.expanded)).toEqual([id(tabs, 'Deep')]);
  });

  it('reports every change to onExpandedChange and the persistence adapter', () => {
    const changes: ExpandedState[] = [];
    const write = vi.fn();
    const store = storeAt('/quickstart', {
      onExpandedChange: (e) => changes.push(e),
      persist: { read: () => null, write },
    });
    store.actions.open(id(tabs, 'Deep'));
    expect(changes).toEqual([{ [id(tabs, 'Deep')]: true }]);
    expect(write).toHaveBeenCalledWith({ [id(tabs, 'Deep')]: true });
  });

  it('accordion: opening a nested group closes its open siblings', () => {
    const store = storeAt('/quickstart', { accordion: true });
    store.actions.open(id(tabs, 'Open'));
    store.actions.open(id(tabs, 'Deep'));
    expect(isOpen(store, 'Deep')).toBe(true);
    expect(store.expanded[id(tabs, 'Open')]).toBe(false);
  });

  it('controlled: a change is only reported; a new `expanded` option is applied', () => {
    const asked: ExpandedState[] = [];
    const controlled: ExpandedState = {};
    const options = { expanded: controlled, onExpandedChange: (e: ExpandedState) => asked.push(e) };
    const store = storeAt('/quickstart', options, controlled);
    store.actions.open(id(tabs, 'Deep'));
    expect(asked).toHaveLength(1);
    expect(isOpen(store, 'Deep')).toBe(false);
    store.setOptions({ ...options, expanded: asked[0] });
    expect(isOpen(store, 'Deep')).toBe(true);
  });

  it('navigate and selectGroup go through the host’s navigate', () => {
    const navigate = vi.fn();
    const store = storeAt('/quickstart', { navigate });
    store.actions.navigate('/more/a');
    expect(navigate).toHaveBeenLastCalledWith('/more/a');
    // A group with a root page leads to it; a group without one toggles.
    store.actions.selectGroup(id(tabs, 'Rooted'));
    expect(navigate).toHaveBeenLastCalledWith('/rooted/overview');
    store.actions.selectGroup(id(tabs, 'Deep'));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(isOpen(store, 'Deep')).toBe(true);
  });

  it('drill-down: selecting a closed group goes to its first page', () => {
    const navigate = vi.fn();
    const store = createNavigationStore(tabs, true, currentOf(tabs, '/quickstart'), {}, { navigate });
    store.actions.selectGroup(id(tabs, 'Deep'));
    expect(navigate).toHaveBeenCalledWith('/deep/a');
  });

  it('a navigation opens the new page’s ancestors, tells its readers, and closes nothing', () => {
    const store = storeAt('/deep/a');
    const current = vi.fn();
    store.subscribe(current, CURRENT);
    visit(store, '/more/extra/a');
    expect(store.location.pathname).toBe('/more/extra/a');
    expect(store.current.location).toBe(store.location);
    expect(isOpen(store, 'Extra')).toBe(true);
    expect(isOpen(store, 'Deep')).toBe(true);
    expect(current).toHaveBeenCalledTimes(1);
  });

  it('moveTo merges a saved state (the persisted one) and reports it', () => {
    const changes: ExpandedState[] = [];
    const store = storeAt('/quickstart', { onExpandedChange: (e) => changes.push(e) });
    store.moveTo(store.location, { [id(tabs, 'Extra')]: true });
    expect(isOpen(store, 'Extra')).toBe(true);
    expect(changes).toHaveLength(1);
  });

  it('selectDivision records the choice (told to CHOICE), prefetches, and forgets it elsewhere', () => {
    const shared = createNavIndex(modelOf(sharedNav));
    const store = storeAt('/a/one', {}, {}, shared);
    const told = vi.fn();
    store.subscribe(told, CHOICE);
    const reference = shared.nodes.findIndex((n) => n.type === 'division' && n.label === 'Reference');
    store.actions.selectDivision(reference, '/shared/page');
    expect(store.choice).toEqual({ id: shared.nodes[reference]?.id, path: '/shared/page', from: '/a/one' });
    expect(told).toHaveBeenCalledTimes(1);
    visit(store, '/shared/page', store.options, reference);
    expect(store.choice).toBeDefined();
    visit(store, '/b/two');
    expect(store.choice).toBeUndefined();
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('saves a choice through saveChoice when the location was taken in it', () => {
    const versions = createNavIndex(modelOf(versionsNav));
    const store = storeAt('/v2/intro', {}, {}, versions);
    const saved: number[] = [];
    store.saveChoice = (node) => saved.push(node);
    const v1 = versions.nodes.findIndex((n) => n.type === 'division' && n.label === 'v1');
    visit(store, '/v1/intro', store.options, v1);
    expect(saved).toEqual([v1]);
    visit(store, '/v1/legacy');
    expect(saved).toEqual([v1]);
  });

  it('prefetch loads the scope a division leads into, once, by id or index; selectDivision prefetches too', async () => {
    const split = splitModel(modelOf(tabsNav));
    const first = createSplitIndex(
      split.shell,
      split.scopesFor('/quickstart').map((s) => split.scopes.get(s)!),
    );
    let answer: (scope: NavScope) => void = () => {};
    const loadScope = vi.fn((_id: string) => new Promise<NavScope>((resolve) => (answer = resolve)));
    const scopeLoader = createScopeLoader();
    const store = createNavigationStore(
      first,
      false,
      currentOf(first, '/quickstart'),
      {},
      { loadScope },
      { scopeLoader },
    );
    const loaded = vi.fn();
    scopeLoader.subscribe(loaded);
    const api = first.nodes.findIndex((n) => n.type === 'division' && n.label === 'API');
    const scope = first.scopes?.get(api);
    store.actions.prefetch(first.nodes[api]?.id ?? '');
    store.actions.prefetch(api);
    store.actions.selectDivision(api);
    expect(loadScope.mock.calls).toEqual([[scope]]);
    answer(split.scopes.get(scope ?? '')!);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect([...scopeLoader.scopes.keys()]).toEqual([scope]);
    // A division of a loaded scope (the current tab), an unknown one, or a whole model: nothing to load.
    const guides = first.nodes.findIndex((n) => n.type === 'division' && n.label === 'Guides');
    store.actions.prefetch(guides);
    store.actions.prefetch('no-such-id');
    storeAt('/quickstart', { loadScope }).actions.prefetch(api);
    expect(loadScope).toHaveBeenCalledTimes(1);
  });

  it('a new store of the provider takes over its scope loader: a scope asked for once is not asked again', () => {
    const split = splitModel(modelOf(tabsNav));
    const index = createSplitIndex(split.shell, []);
    const loadScope = vi.fn((scopeId: string) => split.scopes.get(scopeId)!);
    const first = createNavigationStore(
      index,
      false,
      currentOf(index, '/quickstart'),
      {},
      { loadScope },
      { scopeLoader: createScopeLoader() },
    );
    const api = index.nodes.findIndex((n) => n.type === 'division' && n.label === 'API');
    first.actions.prefetch(api);
    const second = createNavigationStore(
      index,
      true,
      currentOf(index, '/quickstart'),
      {},
      { loadScope },
      {
        scopeLoader: first.scopeLoader,
      },
    );
    second.actions.prefetch(api);
    expect(loadScope).toHaveBeenCalledTimes(1);
    expect(second.scopeLoader).toBe(first.scopeLoader);
    expect(second.scopeLoader?.scopes.size).toBe(1);
  });

  it('builds a scope’s sidebar view once and an axis’s options once per active division', () => {
    const store = storeAt('/quickstart');
    const view = store.sidebarView(store.location.sidebar);
    expect(view.items.map((i) => (i.type === 'group' ? i.label : i.title))).toEqual(['Start', 'More']);
    expect(store.sidebarView(store.location.sidebar)).toBe(view);
    const tabsHere = store.divisionOptions('tab');
    expect(tabsHere.map((t) => t.label)).toEqual(['Guides', 'API']);
    expect(store.divisionOptions('tab')).toBe(tabsHere);
  });

  it('replaceIndex keeps the loaded scopes’ views (renumbered), ids and subscriptions; tells everyone on commit', () => {
    const split = splitModel(modelOf(tabsNav));
    const first = createSplitIndex(
      split.shell,
      split.scopesFor('/quickstart').map((s) => split.scopes.get(s)!),
    );
    const store = createNavigationStore(first, false, currentOf(first, '/quickstart'), {}, {});
    const view = store.sidebarView(store.location.sidebar);
    store.actions.open(id(first, 'Deep'));
    const all = vi.fn();
    store.subscribe(all);
    const next = createSplitIndex(split.shell, [...split.scopes.values()]);
    const carried = carryLocation(first, next, store.location);
    if (!carried) throw new Error('location not carried');
    store.replaceIndex(next, carried, keepViews);
    expect(store.index).toBe(next);
    expect(store.sidebarView(carried.sidebar)).toBe(view);
    expect(view.scope).toBe(carried.sidebar);
    expect(isOpen(store, 'Deep')).toBe(true);
    expect(all).not.toHaveBeenCalled();
    store.setCurrent(currentOf(next, '/quickstart', -1, carried));
    store.setOptions({});
    expect(all).toHaveBeenCalled();
  });
});
