import type { NavModel } from '@docsnav/core';

/** The model with page hrefs moved under `basePath` (no change when it is undefined or already the same). */
export function rebase(model: NavModel, basePath?: string): NavModel {
  const old = model.settings.basePath;
  const bp = basePath?.replace(/\/+$/, '');
  if (bp === undefined || bp === old) return model;
  return {
    ...model,
    settings: { ...model.settings, basePath: bp },
    nodes: model.nodes.map((n) => {
      if (n.type !== 'page' || !n.href.startsWith(old)) return n;
      const rest = n.href.slice(old.length);
      return { ...n, href: bp + (rest === '/' ? '' : rest) || '/' };
    }),
  };
}
