import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { locatePointers } from '@docsnav/core/parse';
import { DOCS_JSON, MINT_JSON } from '@docsnav/node';
import { type Redirect, readRedirects } from '../redirects/redirect-rules.js';
import { readDocsConfig } from './docs-config.js';
import type { PageProblem } from './page-diagnostics.js';

/** docs.json's redirects, and each entry left out as a problem located in docs.json. */
export interface SiteRedirects {
  readonly redirects: readonly Redirect[];
  readonly problems: readonly PageProblem[];
}

/**
 * The redirects read, per docs folder, with the state of its configuration files when they were read. On
 * `globalThis`: a build reaches this module through more than one copy (Vite bundles `vite.config.ts` with
 * `prerender-paths.ts`, the plugins are loaded apart with `runnerImport`, React Router loads its own config),
 * and all of them share one read.
 */
const READ = Symbol.for('docsnav-site-redirects');
type ReadCache = Map<string, { key: string; value: SiteRedirects }>;

function cache(): ReadCache {
  const shared = globalThis as { [READ]?: ReadCache };
  shared[READ] ??= new Map();
  return shared[READ];
}

/** The state of docs.json and mint.json (modified time, size, inode; `-` when absent): what a read depends on. */
function configState(root: string): string {
  return [DOCS_JSON, MINT_JSON]
    .map((name) => {
      const stat = statSync(path.join(root, name), { throwIfNoEntry: false });
      return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : '-';
    })
    .join(' ');
}

/**
 * docs.json's redirects (mint.json's, converted, in a folder still on it) and each entry left out as a
 * problem located in docs.json (mint.json: the file). Read and parsed once per build for the redirects
 * module, the page map and the prerendered paths; read again when docs.json has changed since (its time,
 * size or inode), as a dev server's edit does.
 */
export function siteRedirects(root: string): SiteRedirects {
  const dir = path.resolve(root);
  const key = configState(dir);
  const read = cache().get(dir);
  if (read?.key === key) return read.value;
  const value = readSiteRedirects(dir);
  cache().set(dir, { key, value });
  return value;
}

function readSiteRedirects(root: string): SiteRedirects {
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
