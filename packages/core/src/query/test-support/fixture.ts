/** Test helper: a model and its index from a docs.json, with shortcuts to name nodes in assertions. */
import type { NavModel, PageMeta } from '../../model/types.js';
import { parseDocs } from '../../parse/index.js';
import { nodesOf } from '../../test-support/nodes.js';
import { locate, type NavLocation } from '../locate.js';
import { createNavIndex, type NavIndex } from '../nav-index.js';

export interface DocsInput {
  navigation: Record<string, unknown>;
  styling?: { eyebrows?: 'section' | 'breadcrumbs' };
}

export interface Fixture {
  model: NavModel;
  index: NavIndex;
  /** Locates a pathname. */
  at(pathname: string, previous?: NavLocation): NavLocation;
  /** A node's name for readable assertions: a page's path as listed, a language's code, else the label. */
  label(node: number | undefined): string | undefined;
  /** Href of a page node. */
  href(node: number | undefined): string | undefined;
  /** Index of the first node whose label (or page path) is `name`. Throws when absent (a test bug). */
  find(name: string): number;
}

/** Parses a docs.json with `parseDocs` and indexes its model. Throws on error diagnostics (a test bug). */
export function fixture(
  docs: DocsInput,
  options: { pages?: Record<string, PageMeta>; basePath?: string } = {},
): Fixture {
  const { model, diagnostics } = parseDocs(docs, options);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.path}: ${d.message}`).join('\n'));
  return fromModel(model);
}

/** Wraps an existing model. */
export function fromModel(model: NavModel): Fixture {
  const index = createNavIndex(model);
  const node = (i: number | undefined) => (i === undefined ? undefined : nodesOf(model)[i]);
  const label = (i: number | undefined) => {
    const x = node(i);
    if (x?.type === 'division') return x.language?.code ?? x.label;
    return x?.type === 'page' ? x.source : x?.type === 'group' ? x.label : undefined;
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
      const i = nodesOf(model).findIndex((_, k) => label(k) === name);
      if (i < 0) throw new Error(`no node named ${name}`);
      return i;
    },
  };
}
