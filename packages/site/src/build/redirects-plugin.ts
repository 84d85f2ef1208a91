import type { Plugin } from 'vite';
import { matchRedirect, type Redirect } from '../redirects/redirect-rules.js';
import { isConfigFile } from './docs-config.js';
import { formatProblem } from './page-diagnostics.js';
import { siteRedirects } from './redirects-config.js';

export { type SiteRedirects, siteRedirects } from './redirects-config.js';

/** Virtual module: `redirects`, docs.json's redirects (the not-found page's module imports it). */
export const REDIRECTS_ID = 'virtual:docsnav-redirects';

/**
 * docs.json `redirects` for the site: `virtual:docsnav-redirects` exports them (in the not-found page's own
 * chunk: no other page loads them), and each entry docs.json got wrong is reported once per build, located
 * in docs.json, and left out.
 */
export function docsnavRedirects({ root }: { root: string }): Plugin {
  return {
    name: 'docsnav-site-redirects',
    resolveId(id) {
      return id === REDIRECTS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${REDIRECTS_ID}`) return undefined;
      return `export const redirects = ${JSON.stringify(siteRedirects(root).redirects)};\n`;
    },
    buildStart() {
      // The client build's start (the server build reads the same docs.json): one report per build.
      if (this.environment.config.consumer !== 'client') return;
      for (const problem of siteRedirects(root).problems)
        this.environment.logger.warn(formatProblem(problem));
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        // The module is loaded again, and siteRedirects reads the changed file (it tells by its state).
        if (!isConfigFile(root, file)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(`\0${REDIRECTS_ID}`);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}

/**
 * The page files of a docs folder without those a redirect leads away from (their path matches a source),
 * as a Mintlify site serves the redirect first: an old copy left in the folder (`docs/…` after a move to
 * `/…`) is not shown. A page of the navigation is kept (its sidebar link must reach it). `listed`: the
 * paths of the navigation's pages; `basePath`: the site's base path (docs.json `basePath` of the settings).
 */
export function withoutMovedPages(
  found: ReadonlyMap<string, string>,
  redirects: readonly Redirect[],
  listed: ReadonlySet<string>,
  basePath = '',
): Map<string, string> {
  const kept = new Map(found);
  if (!redirects.length) return kept;
  for (const key of found.keys()) {
    const path =
      `${basePath}/${key === 'index' ? '' : key.replace(/\/index$/, '')}`.replace(/\/+$/, '') || '/';
    if (!listed.has(path) && matchRedirect(path, redirects) !== undefined) kept.delete(key);
  }
  return kept;
}
