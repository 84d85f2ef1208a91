import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { locatePointers } from '@docsnav/core/parse';
import { DOCS_JSON, MINT_JSON } from '@docsnav/node';
import { readDocsConfig } from './docs-config.js';
import type { PageProblem, PageProblemCode } from './page-diagnostics.js';

/** A mistake found in a setting: its code, its JSON pointer in docs.json and the message. */
export interface SettingProblem {
  code: PageProblemCode;
  pointer: string;
  message: string;
}

/** A setting as the build uses it, and its mistakes as warnings located in docs.json. */
export interface DocsSetting<T> {
  readonly value: T;
  readonly problems: readonly PageProblem[];
}

/**
 * The settings read, per setting and docs folder, with the state of its configuration files when they were
 * read. On `globalThis`: a build reaches these modules through more than one copy (Vite bundles
 * `vite.config.ts` with `prerender-paths.ts`, the plugins are loaded apart with `runnerImport`, React Router
 * loads its own config), and all of them share one read.
 */
const READ = Symbol.for('docsnav-site-settings');
type ReadCache = Map<string, { state: string; setting: DocsSetting<unknown> }>;

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
 * A setting of the docs folder `root` (`read` takes its docs.json, or its mint.json converted), read once
 * per build and again when docs.json or mint.json has changed since (a dev server's edit), each mistake a
 * warning at its line and column in docs.json (in a folder still on mint.json: the file). An unreadable
 * docs.json gives `fallback` and no problem here: the navigation diagnostics report it. One reader for
 * every setting the site's build reads (`name` keeps them apart): redirects, code themes.
 */
export function docsSetting<T>(
  name: string,
  root: string,
  read: (config: unknown) => { value: T; problems: readonly SettingProblem[] },
  fallback: T,
): DocsSetting<T> {
  const dir = path.resolve(root);
  const key = `${name}\0${dir}`;
  const state = configState(dir);
  const known = cache().get(key);
  if (known?.state === state) return known.setting as DocsSetting<T>;
  let setting: DocsSetting<T> = { value: fallback, problems: [] };
  try {
    const { value, problems } = read(readDocsConfig(dir));
    const file = existsSync(path.join(dir, DOCS_JSON)) ? DOCS_JSON : MINT_JSON;
    const where =
      problems.length && file === DOCS_JSON
        ? locatePointers(
            readFileSync(path.join(dir, file), 'utf8'),
            problems.map((p) => p.pointer),
          )
        : new Map();
    setting = {
      value,
      problems: problems.map(({ code, pointer, message }) => ({
        code,
        severity: 'warning',
        file,
        ...where.get(pointer),
        message,
      })),
    };
  } catch {
    // docs.json problems are reported by the navigation diagnostics
  }
  cache().set(key, { state, setting });
  return setting;
}
