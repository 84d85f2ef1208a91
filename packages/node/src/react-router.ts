/**
 * @docsnav/node/react-router: the server half of the React Router adapter (the client half is
 * `@docsnav/react/react-router`): the paths a framework-mode site prerenders.
 */
import { createNavIndex } from '@docsnav/core';
import { formatDiagnostics } from './format-diagnostics.js';
import { loadDocs } from './load-docs.js';

/** A path as the browser and a static file host see it (`%20` → space), or the path as it is. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The paths to prerender for the docs folder at `root` (`prerender` of `react-router.config.ts`): `/` and
 * every page of the navigation, hidden ones too (external links are no pages of the site), sorted. The
 * folder's errors are printed, never thrown.
 */
export async function prerenderPaths(root: string): Promise<string[]> {
  const { model, diagnostics } = await loadDocs(root);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) console.warn(formatDiagnostics(errors));
  const index = createNavIndex(model);
  const paths = new Set(['/']);
  for (const node of index.nodes)
    if (node.type === 'page' && !node.url) paths.add(decoded(node.href.split(/[?#]/)[0] ?? '') || '/');
  return [...paths].sort();
}
