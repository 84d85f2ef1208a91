import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createNavIndex, type Diagnostic, type IconRef, type NavModel } from '@docsnav/core';
import type { Logger, Plugin } from 'vite';
import { FINDER_ID, finderModuleCode, RESOLVED_FINDER } from './finder-module.js';
import { formatDiagnostics, summarize } from './format-diagnostics.js';
import { type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
import { isInside } from './path-guard.js';

/** Options of the docsnav Vite plugin. */
export interface DocsnavPluginOptions extends LoadOptions {
  /** The docs folder (holding docs.json), absolute or relative to Vite's root. Default: Vite's root. */
  root?: string;
  /** Print diagnostics in the terminal (default true). Errors and warnings in full, infos counted. */
  printDiagnostics?: boolean;
  /** Called in dev after each reload caused by a file change; `changed` tells whether the module changed. */
  onReload?: (result: LoadResult, changed: boolean) => void;
}

/** The id to import: `import { model, diagnostics, root } from 'virtual:docsnav'`. */
export const VIRTUAL_ID = 'virtual:docsnav';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The id of the icon table: `import { icons } from 'virtual:docsnav-icons'`. */
export const ICONS_ID = 'virtual:docsnav-icons';
const RESOLVED_ICONS = `\0${ICONS_ID}`;
/** A lucide icon name: kebab-case ASCII. */
const LUCIDE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Files whose creation or removal inside the docs root may change the model. */
const RELEVANT = /\.(?:mdx?|json|ya?ml)$/i;
const DEBOUNCE_MS = 40;

/**
 * Serves the model of a docs folder as the virtual module `virtual:docsnav` (exports `model`,
 * `diagnostics`, `root`; types in `@docsnav/node/virtual-docsnav`), and `virtual:docsnav-icons` (exports
 * `icons`: a table of exactly the lucide icons the model uses, `name → () => import(<that icon's module>)`,
 * for `IconResolverProvider icons` / `registerIcons` of @docsnav/react: one small chunk per icon, never the
 * whole set). In dev, editing docs.json, a `$ref` file, a page or a spec reloads the model; when it
 * changed, the modules are invalidated and the page reloads, and the diagnostics are printed again.
 */
export function docsnav(options: DocsnavPluginOptions = {}): Plugin {
  let root = '';
  let viteRoot = '';
  let logger: Logger | undefined;
  let current: Promise<LoadResult> | undefined;
  let shown = '';
  let serving = false;
  const { root: rootOption, printDiagnostics = true, onReload, ...loadOptions } = options;

  const load = () => {
    current = loadDocs(root, loadOptions);
    return current;
  };
  const report = (result: LoadResult) => {
    const key = JSON.stringify(result.diagnostics);
    if (!printDiagnostics || !logger || key === shown) return;
    shown = key;
    logger.info(formatForTerminal(result.diagnostics, root), { timestamp: true });
  };

  return {
    name: 'docsnav',
    configResolved(config) {
      viteRoot = config.root;
      root = path.resolve(config.root, rootOption ?? '.');
      logger = config.logger;
      serving = config.command === 'serve';
    },
    async buildStart() {
      // Each (re)build of `vite build --watch` starts from the files as they are now.
      report(await (serving ? (current ?? load()) : load()));
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === FINDER_ID) return RESOLVED_FINDER;
      return id === ICONS_ID ? RESOLVED_ICONS : undefined;
    },
    async load(id) {
      if (id === RESOLVED_FINDER) return finderModuleCode((await (current ?? load())).model);
      if (id === RESOLVED_ICONS) {
        const names = lucideNames((await (current ?? load())).model);
        // lucide-react is @docsnav/react's dependency: resolved from the project, else from @docsnav/react
        // (a strict pnpm layout does not let the project import it directly).
        const importers = [viteRoot, process.cwd()].map((dir) => path.join(dir, 'docsnav-icons.js'));
        const resolve = async (spec: string) => {
          for (const importer of importers) {
            const found = await this.resolve(spec, importer, { skipSelf: true });
            if (found && !found.external) return found.id;
          }
          return undefined;
        };
        const react = await resolve('@docsnav/react/package.json');
        if (react) importers.push(react);
        const table: [string, string][] = [];
        for (const name of names) {
          const file = await resolve(`lucide-react/icons/${name}`);
          if (file) table.push([name, canonicalIconFile(file)]);
        }
        return iconsCode(table);
      }
      if (id !== RESOLVED_ID) return undefined;
      const result = await (current ?? load());
      // In dev the plugin's own watcher decides what changed; in a watched build, Rollup does.
      if (!serving) for (const file of result.files) this.addWatchFile(file);
      return moduleCode(result, root);
    },
    configureServer(server) {
      server.watcher.add(root);
      const watched = new Set<string>();
      let settled: LoadResult | undefined;
      let pending: { promise: Promise<LoadResult>; resolve: (r: LoadResult) => void } | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> = Promise.resolve();

      const remember = (result: LoadResult) => {
        settled = result;
        watched.clear();
        for (const file of result.files) watched.add(path.resolve(file));
        server.watcher.add(result.files);
        report(result);
      };
      const isRelevant = (event: string, file: string) => {
        if (!isInside(root, file)) return false;
        if (watched.has(file)) return true;
        return (event === 'add' || event === 'unlink') && RELEVANT.test(file);
      };
      // One reload at a time, in order; until it is done, the module waits for it (never serves stale data).
      const reload = async () => {
        const waiting = pending;
        pending = undefined;
        const before = settled ? moduleCode(settled, root) : '';
        const result = await loadDocs(root, loadOptions);
        waiting?.resolve(result);
        remember(result);
        const changed = moduleCode(result, root) !== before;
        if (changed) {
          for (const environment of Object.values(server.environments)) {
            for (const id of [RESOLVED_ID, RESOLVED_ICONS, RESOLVED_FINDER]) {
              const mod = environment.moduleGraph.getModuleById(id);
              if (mod) environment.moduleGraph.invalidateModule(mod);
            }
          }
          server.ws.send({ type: 'full-reload', path: '*' });
        }
        onReload?.(result, changed);
      };
      server.watcher.on('all', (event: string, file: string) => {
        if (!isRelevant(event, path.resolve(file))) return;
        if (!pending) {
          let resolve: (r: LoadResult) => void = () => {};
          const promise = new Promise<LoadResult>((r) => {
            resolve = r;
          });
          pending = { promise, resolve };
          current = promise;
        }
        clearTimeout(timer);
        timer = setTimeout(() => {
          running = running.then(reload, reload);
        }, DEBOUNCE_MS);
      });
      server.httpServer?.once('close', () => clearTimeout(timer));
      void (current ?? load()).then(remember);
    },
  };
}

/** The source of `virtual:docsnav`. */
function moduleCode(result: LoadResult, root: string): string {
  return [
    `export const model = JSON.parse(${JSON.stringify(JSON.stringify(result.model))});`,
    `export const diagnostics = JSON.parse(${JSON.stringify(JSON.stringify(result.diagnostics))});`,
    `export const root = ${JSON.stringify(root)};`,
    '',
  ].join('\n');
}

/**
 * The lucide icon names a model uses (pages, groups, divisions, global anchors), sorted: strings and
 * `{ name, library: "lucide" }` (or no library), trimmed and lower-cased as `NavIcon` looks them up; URLs,
 * other libraries and names that are not kebab-case are left out.
 */
export function lucideNames(model: NavModel): string[] {
  const names = new Set<string>();
  const add = (icon: IconRef | undefined) => {
    if (icon === undefined) return;
    const { name, library } = typeof icon === 'string' ? { name: icon, library: undefined } : icon;
    const lower = name.trim().toLowerCase();
    if ((library === undefined || library.toLowerCase() === 'lucide') && LUCIDE_NAME.test(lower))
      names.add(lower);
  };
  for (const node of createNavIndex(model).nodes) {
    if (node.type === 'root') continue;
    add(node.icon);
    if (node.type === 'division') for (const anchor of node.global ?? []) add(anchor.icon);
  }
  for (const anchor of model.global) add(anchor.icon);
  return [...names].sort();
}

/** An alias module of lucide (`home.mjs`: `export { default } from './house.mjs'`) → the icon's own module,
 *  which also exports its SVG data. Other files unchanged. */
function canonicalIconFile(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const alias = /^export \{ default \} from '\.\/([a-z0-9-]+\.m?js)';?$/m.exec(text);
    if (alias?.[1] && !text.includes('__iconData')) return path.join(path.dirname(file), alias[1]);
  } catch {
    // Unreadable (a virtual file?): import it as resolved.
  }
  return file;
}

/** The source of `virtual:docsnav-icons`: one static `import()` per icon, so each is its own chunk. */
function iconsCode(table: readonly [string, string][]): string {
  const entries = table.map(
    ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
  );
  return ['export const icons = {', ...entries, '};', ''].join('\n');
}

/** Errors and warnings compiler style with code frames; infos only counted. */
function formatForTerminal(diagnostics: readonly Diagnostic[], root: string): string {
  const shown = diagnostics.filter((d) => d.severity !== 'info');
  const header = `docsnav: ${root}: ${summarize(diagnostics)}`;
  if (shown.length === 0) return header;
  const body = formatDiagnostics(shown, (file) => {
    const abs = path.resolve(root, file);
    if (!isInside(root, abs)) return undefined;
    try {
      return readFileSync(abs, 'utf8');
    } catch {
      return undefined;
    }
  });
  return `${header}\n${body}`;
}
