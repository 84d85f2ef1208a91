import type { LinkTarget, NavModel, NavNode } from '@docsnav/core';

/** `basePath` as the model keeps it: a leading slash, no trailing slash, `''` for none (`'docs/'` → `'/docs'`). */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/** `href` moved from under `from` to under `to`; unchanged when it is not a site path under `from`. */
function move(href: string, from: string, to: string): string {
  if (!href.startsWith('/')) return href;
  const rest = href.slice(from.length);
  if (!href.startsWith(from) || !/^([/?#]|$)/.test(rest)) return href;
  if (rest === '' || rest === '/') return to || '/';
  return rest.startsWith('/') ? to + rest : `${to || '/'}${rest}`;
}

function moveLink(link: LinkTarget, from: string, to: string): LinkTarget {
  return link.external ? link : { ...link, href: move(link.href, from, to) };
}

function moveNode(n: NavNode, from: string, to: string): NavNode {
  if (n.type === 'page') {
    const href = move(n.href, from, to);
    return n.url ? { ...n, href, url: moveLink(n.url, from, to) } : { ...n, href };
  }
  if (n.type === 'division' && n.link) return { ...n, link: moveLink(n.link, from, to) };
  return n;
}

/**
 * The model with every internal href (pages, internal division links, internal frontmatter `url`s) moved
 * under `basePath`, normalized first. The same model when `basePath` is undefined or already the model's.
 */
export function rebase(model: NavModel, basePath?: string): NavModel {
  if (basePath === undefined) return model;
  const from = model.settings.basePath;
  const to = normalizeBasePath(basePath);
  if (to === from) return model;
  return {
    ...model,
    settings: { ...model.settings, basePath: to },
    nodes: model.nodes.map((n) => moveNode(n, from, to)),
  };
}
