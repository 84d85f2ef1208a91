/** Test helper: a model and its index from a docs.json, with shortcuts to name nodes in assertions. */
import type { NavModel, PageMeta } from '../../model.js';
import { locate, type NavLocation } from '../locate.js';
import { createNavIndex, type NavIndex } from '../nav-index.js';
import { buildModel } from './build-model.js';

export interface DocsInput {
  navigation: Record<string, unknown>;
  styling?: { eyebrows?: 'section' | 'breadcrumbs' };
}

export interface Fixture {
  model: NavModel;
  index: NavIndex;
  /** Locates a pathname. */
  at(pathname: string, previous?: NavLocation): NavLocation;
  /** Label of a node (a page's title), for readable assertions. */
  label(node: number | undefined): string | undefined;
  /** Href of a page node. */
  href(node: number | undefined): string | undefined;
  /** Index of the first node whose label (or page href) is `name`. Throws when absent (a test bug). */
  find(name: string): number;
}

/** Builds the model of a docs.json and its index. */
export function fixture(
  docs: DocsInput,
  options: { pages?: Record<string, PageMeta>; basePath?: string } = {},
) {
  const model = buildModel(docs.navigation, { ...options, eyebrows: docs.styling?.eyebrows ?? 'section' });
  return fromModel(model);
}

/** Wraps an existing model. */
export function fromModel(model: NavModel): Fixture {
  const index = createNavIndex(model);
  const node = (i: number | undefined) => (i === undefined ? undefined : model.nodes[i]);
  const label = (i: number | undefined) => {
    const x = node(i);
    return x?.type === 'page' ? x.title : x?.type === 'root' ? undefined : x?.label;
  };
  const href = (i: number | undefined) => {
    const x = node(i);
    return x?.type === 'page' ? x.href : undefined;
  };
  return {
    model,
    index,
    at: (pathname, previous) => locate(index, pathname, previous),
    label,
    href,
    find(name) {
      const i = model.nodes.findIndex((x, k) => label(k) === name || (x.type === 'page' && x.href === name));
      if (i < 0) throw new Error(`no node named ${name}`);
      return i;
    },
  };
}
