import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locatePointers } from '@docsnav/core/parse';
import { DOCS_JSON, MINT_JSON } from '@docsnav/node';
import type { Plugin } from 'vite';
import { matchRedirect, type Redirect, readRedirects } from '../redirects/redirect-rules.js';
import { isConfigFile, readDocsConfig } from './docs-config.js';
import { formatProblem, type PageProblem } from './page-diagnostics.js';

/** Virtual module: `redirects`, docs.json's redirects (the not-found page's module imports it). */
export const REDIRECTS_ID = 'virtual:docsnav-redirects';

/** docs.json's redirects, and each entry left out as a problem located in docs.json (mint.json: the file). */
export function siteRedirects(root: string): { redirects: Redirect[]; problems: PageProblem[] } {
  let value: unknown;
  try {
    value = readDocsConfig(root);
  } catch {
    return { redirects: [], problems: [] }; // docs.json problems are reported by the navigation diagnostics
  }
  const { redirects, problems } = readRedirects(value);
  const file = existsSync(path.join(root, DOCS_JSON)) ? DOCS_JSON : MINT_JSON;
  const where =
    problems.length && file === DOCS_JSON
      ? locatePointers(
          readFileSync(path.join(root, file), 'utf8'),
          problems.map((p) => p.pointer),
        )
      : new Map();
  return {
    redirects,
    problems: problems.map(({ pointer, message }) => ({
      code: 'redirect-invalid',
      severity: 'warning',
      file,
      ...where.get(pointer),
      message: `${message} (left out)`,
    })),
  };
}

/**
 * docs.json `redirects` for the site: `virtual:docsnav-redirects` exports them (in the not-found page's own
 * chunk: no other page loads them), and each entry docs.json got wrong is reported once per build, located
 * in docs.json, and left out.
 */
export function docsnavRedirects({ root }: { root: string }): Plugin {
  let read: ReturnType<typeof siteRedirects> | undefined;
  const current = () => {
    read ??= siteRedirects(root);
    return read;
  };
  return {
    name: 'docsnav-site-redirects',
    resolveId(id) {
      return id === REDIRECTS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${REDIRECTS_ID}`) return undefined;
      return `export const redirects = ${JSON.stringify(current().redirects)};\n`;
    },
    buildStart() {
      // The client build's start (the server build reads the same docs.json): one report per build.
      if (this.environment.config.consumer !== 'client') return;
      read = undefined;
      for (const problem of current().problems) this.environment.logger.warn(formatProblem(problem));
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!isConfigFile(root, file)) return;
        read = undefined;
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
