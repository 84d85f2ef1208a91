import { runnerImport } from 'vite';
import type { NavIndex } from '../../../core/src/index.js';
import { isPattern, pathOf } from '../redirects/redirect-rules.js';
import { outputFolder, resolveDocsRoot } from './docs-root.js';
import { navPagePaths } from './nav-page-paths.js';
import { importPacked, packagesFolder } from './packed-packages.js';
import { siteRedirects } from './redirects-plugin.js';
import { scanPages } from './scan-pages.js';
import { workspaceAliases } from './workspace-aliases.js';

/** A site path as the browser and the static file host see it (`%20` → space), or the path as it is. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The paths the build prerenders. By default (`DOCSNAV_PRERENDER` unset or `all`) every path of the site:
 * `/`, every page of the navigation (hidden ones too; external links and
 * anchors-only entries are not pages of the site), every page file of the docs folder, listed or not (the
 * site serves unlisted page files at their path), and the source of each docs.json redirect without
 * parameters (a page that leads on). Sorted, each once. The docs folder is `DOCSNAV_DOCS` as
 * for the rest of the build. `DOCSNAV_PRERENDER=/a,/b/c` prerenders `/` and those paths only (the others are
 * rendered in the browser from the fallback HTML): for quick builds of very large sites and benchmarks.
 * `loaded`: the index of the docs folder as the build's docsnav plugin loaded it (its `api.index()`); without
 * it, the folder is loaded here (React Router's dev server asks before any plugin has loaded it).
 */
export async function prerenderPaths(loaded?: NavIndex): Promise<string[]> {
  const only = process.env.DOCSNAV_PRERENDER?.trim();
  if (only && only !== 'all') {
    const listed = only
      .split(',')
      .map((p) => p.trim().replace(/\/+$/, ''))
      .filter((p) => p.startsWith('/'));
    return [...new Set(['/', ...listed])].sort();
  }
  const docs = resolveDocsRoot({
    docs: process.env.DOCSNAV_DOCS,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  if ('error' in docs) throw new Error(`DOCSNAV_DOCS: ${docs.error}`);
  const index = loaded ?? (await loadIndex(docs.root));
  const paths = new Set<string>(['/']);
  for (const href of navPagePaths(index)) paths.add(decoded(href));
  const base = index.settings.basePath;
  for (const key of scanPages(docs.root, [outputFolder()]).keys()) {
    const path = key === 'index' ? '' : key.replace(/\/index$/, '');
    paths.add(`${base}/${path}`.replace(/\/+$/, '') || '/');
  }
  // A redirect's single source path that is no page: a page that leads on (a `<meta http-equiv="refresh">`,
  // works without JavaScript and on any static host). Patterns are followed in the browser, from the
  // not-found page the host serves.
  for (const { source } of siteRedirects(docs.root).redirects)
    if (!isPattern(source)) paths.add(decoded(pathOf(source)));
  paths.delete('');
  return [...paths].sort();
}

/** The index of a docs folder, loaded with @docsnav/node (the workspace sources or the packed packages). */
async function loadIndex(root: string): Promise<NavIndex> {
  type Node = typeof import('../../../node/src/index.js');
  type Core = typeof import('../../../core/src/index.js');
  const packed = packagesFolder();
  const load = {
    configFile: false as const,
    logLevel: 'warn' as const,
    resolve: { alias: workspaceAliases },
  };
  const [node, core] = packed
    ? await Promise.all([
        importPacked<Node>(packed, '@docsnav/node'),
        importPacked<Core>(packed, '@docsnav/core'),
      ])
    : await Promise.all([
        runnerImport<Node>(workspaceAliases['@docsnav/node'] ?? '', load).then((r) => r.module),
        runnerImport<Core>(workspaceAliases['@docsnav/core'] ?? '', load).then((r) => r.module),
      ]);
  const { model } = await node.loadDocs(root);
  return core.createNavIndex(model);
}
