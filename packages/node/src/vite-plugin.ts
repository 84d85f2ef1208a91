import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';
import type { Logger, Plugin } from 'vite';
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
/** Files whose creation or removal inside the docs root may change the model. */
const RELEVANT = /\.(?:mdx?|json|ya?ml)$/i;
const DEBOUNCE_MS = 40;

/**
 * Serves the model of a docs folder as the virtual module `virtual:docsnav` (exports `model`,
 * `diagnostics`, `root`; types in `@docsnav/node/virtual-docsnav`). In dev, editing docs.json, a `$ref`
 * file, a page or a spec reloads the model; when it changed, the module is invalidated and the page
 * reloads, and the diagnostics are printed again.
 */
export function docsnav(options: DocsnavPluginOptions = {}): Plugin {
  let root = '';
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
      root = path.resolve(config.root, rootOption ?? '.');
      logger = config.logger;
      serving = config.command === 'serve';
    },
    async buildStart() {
      // Each (re)build of `vite build --watch` starts from the files as they are now.
      report(await (serving ? (current ?? load()) : load()));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
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
            const mod = environment.moduleGraph.getModuleById(RESOLVED_ID);
            if (mod) environment.moduleGraph.invalidateModule(mod);
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
