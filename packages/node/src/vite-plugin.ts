import path from 'node:path';
import { cached, type NavIndex, sharedIndex } from '@docsnav/core';
import type { Logger, Plugin } from 'vite';
import { FINDER_ID, finderModuleCode, RESOLVED_FINDER } from './finder-module.js';
import { type IconFiles, iconFiles } from './icon-files.js';
import { FA_MODULE_PREFIX, faModuleSource, isFaModuleId } from './icons-module.js';
import { type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
import { isInside } from './path-guard.js';
import {
  DIAGNOSTICS_ID,
  diagnosticsModuleCode,
  modelModuleCode,
  ROUTES_PREFIX,
  SCOPE_PREFIX,
  type SplitModules,
  splitModules,
} from './split-modules.js';
import { splitRuntimeFile } from './split-runtime-file.js';
import { formatForTerminal } from './terminal-diagnostics.js';
import { brandAssetFiles, brandAssetMiddleware } from './vite-brand-assets.js';
import { brandStyleTags, htmlInput, withBrandCssInPage } from './vite-brand-style.js';
import { iconTableModule } from './vite-icon-table.js';
import { initialChunkOutput } from './vite-initial-chunk.js';

export { lucideNames } from './vite-icon-table.js';

/** Options of the docsnav Vite plugin. */
export interface DocsnavPluginOptions extends LoadOptions {
  /** The docs folder (holding docs.json), absolute or relative to Vite's root. Default: Vite's root. */
  root?: string;
  /** Print diagnostics in the terminal (default true). Errors and warnings in full, infos counted. */
  printDiagnostics?: boolean;
  /** Called in dev after each reload caused by a file change; `changed` tells whether the module changed. */
  onReload?: (result: LoadResult, changed: boolean) => void;
  /** Serve (dev) and emit (build) the files of docs.json's `logo` and `favicon` at their path, read inside
   *  the docs root only (default true). A host that serves the docs folder's files itself turns it off. */
  brandAssets?: boolean;
}

/**
 * What the plugin offers the other plugins of a build or dev server (`plugin.api`, found by the name
 * `docsnav`): the docs folder as it serves it, so a plugin that needs the navigation (a prerender listing
 * the pages) does not load it again.
 */
export interface DocsnavPluginApi {
  /** The load the plugin serves (the same promise; the latest one in dev, after a file change). Call it
   *  once the config is resolved (from a build or server hook): the docs folder is known from then on. */
  load(): Promise<LoadResult>;
  /** The index of that load's model (`sharedIndex` of @docsnav/core: built once per load). */
  index(): Promise<NavIndex>;
}

/** The id to import: `import { shell, loadScope, resolveScopes } from 'virtual:docsnav'`. */
const VIRTUAL_ID = 'virtual:docsnav';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The whole model in one module: `import { model } from 'virtual:docsnav/model'`. */
const MODEL_ID = 'virtual:docsnav/model';
const RESOLVED_MODEL = `\0${MODEL_ID}`;
const RESOLVED_DIAGNOSTICS = `\0${DIAGNOSTICS_ID}`;
/** Every module this plugin serves has a resolved id starting with this (for invalidation). */
const RESOLVED_PREFIX = RESOLVED_ID;
/** The id of the icon table: `import { icons } from 'virtual:docsnav-icons'`. */
const ICONS_ID = 'virtual:docsnav-icons';
const RESOLVED_ICONS = `\0${ICONS_ID}`;
const RESOLVED_FA = `\0${FA_MODULE_PREFIX}`;
/** Files whose creation or removal inside the docs root may change the model. */
const RELEVANT = /\.(?:mdx?|json|ya?ml)$/i;
const DEBOUNCE_MS = 40;

/**
 * Serves the navigation of a docs folder, split per sidebar (issue 10; types in
 * `@docsnav/node/virtual-docsnav`):
 * - `virtual:docsnav` exports `shell` (settings, global anchors, every division: `splitModel` of
 *   `@docsnav/core/split`), `loadScope(id)` and `resolveScopes(pathname)`, the props
 *   `NavigationProvider` takes for a split model. Each scope is its own module
 *   (`virtual:docsnav/scope/<n>`, imported dynamically: one content-hashed chunk per sidebar), and the map
 *   of pathname → scope ids is cut into hash buckets (`virtual:docsnav/routes/<k>`, about 200 pathnames
 *   each), so a first page loads the shell, one bucket and its scopes.
 * - `virtual:docsnav/diagnostics` exports `diagnostics` (every problem found; one per missing page file,
 *   so its own module). `virtual:docsnav/model` exports the whole `model` and `diagnostics`, for hosts
 *   that want the model in one piece. No module holds the docs folder's path: the browser loads them.
 * - `virtual:docsnav-icons` exports `icons`: a table of exactly the icons the model uses, in the library
 *   docs.json configures (Font Awesome Free by default, or lucide), `iconKey → () => import(<that icon's
 *   module>)`, for `IconResolverProvider icons` / `registerIcons` of @docsnav/react: one small chunk per
 *   icon, never the whole set. Font Awesome icons are `virtual:docsnav-icons/fa/<family>/<name>` (their
 *   SVG data and licence banner); lucide icons lucide's own modules.
 * - `virtual:docsnav-finder`: the page finder's data (see `finder-module.ts`).
 * In dev, editing docs.json, a `$ref` file, a page or a spec reloads the model; when it changed, the modules
 * are invalidated and the page reloads, and the diagnostics are printed again.
 */
export function docsnav(options: DocsnavPluginOptions = {}): Plugin {
  let root = '';
  let viteRoot = '';
  let logger: Logger | undefined;
  let current: Promise<LoadResult> | undefined;
  let shown = '';
  let serving = false;
  /** The split modules with the brand's CSS left to the page, for a browser build of HTML pages (its CSS goes
   *  into their `<head>`: vite-brand-style.ts). */
  const inPage = new WeakMap<LoadResult, SplitModules>();
  const { root: rootOption, printDiagnostics = true, onReload, brandAssets = true, ...loadOptions } = options;
  let base = '/';
  const split = new WeakMap<LoadResult, SplitModules>();
  let icons: IconFiles | undefined;
  const faFiles = () => (icons ??= iconFiles([viteRoot, process.cwd()]));
  const splitOf = (result: LoadResult, cssInHtml: boolean) =>
    cssInHtml
      ? cached(inPage, result, () => splitModules(withBrandCssInPage(result), RUNTIME))
      : cached(split, result, () => splitModules(result, RUNTIME));

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

  const api: DocsnavPluginApi = {
    load: () => current ?? load(),
    index: async () => sharedIndex((await api.load()).model),
  };

  return {
    name: 'docsnav',
    api,
    configResolved(config) {
      viteRoot = config.root;
      base = config.base;
      root = path.resolve(config.root, rootOption ?? '.');
      logger = config.logger;
      serving = config.command === 'serve';
    },
    async transformIndexHtml() {
      // Only a build of HTML pages gets here with a build's HTML (a framework writes its own).
      return serving ? [] : brandStyleTags(await api.load());
    },
    outputOptions(output) {
      // A single-entry browser build keeps what its entry loads statically in the entry chunk (Rolldown
      // would split what the kit's lazy parts share with it into extra first-page chunks: vite-initial-chunk.ts).
      const environment = this.environment;
      if (!environment || serving) return null;
      const { build, consumer } = environment.config;
      const input = build.rolldownOptions?.input;
      const client = consumer === 'client' && !build.lib && !build.ssr;
      return initialChunkOutput(output, input, client, this.meta.rolldownVersion) ?? null;
    },
    async buildStart() {
      // Each (re)build of `vite build --watch` starts from the files as they are now; the environments of
      // one build (client, then server) share one load.
      const reuse = serving || !this.meta.watchMode;
      report(await (reuse ? api.load() : load()));
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === MODEL_ID) return RESOLVED_MODEL;
      if (id === DIAGNOSTICS_ID) return RESOLVED_DIAGNOSTICS;
      if (id === FINDER_ID) return RESOLVED_FINDER;
      if (numbered(id, SCOPE_PREFIX) !== undefined || numbered(id, ROUTES_PREFIX) !== undefined)
        return `\0${id}`;
      if (isFaModuleId(id)) return `\0${id}`;
      return id === ICONS_ID ? RESOLVED_ICONS : undefined;
    },
    async load(id) {
      if (id === RESOLVED_FINDER) return finderModuleCode((await api.load()).model);
      if (id === RESOLVED_ICONS) {
        const resolveFrom = async (spec: string, importer: string) => {
          const found = await this.resolve(spec, importer, { skipSelf: true });
          return found && !found.external ? found.id : undefined;
        };
        const { model } = await api.load();
        return iconTableModule(model, [viteRoot, process.cwd()], resolveFrom, faFiles());
      }
      if (id.startsWith(RESOLVED_FA))
        return faModuleSource(id.slice(1), faFiles()) ?? 'export const fa = undefined;\n';
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const result = await api.load();
      // In dev the plugin's own watcher decides what changed; in a watched build, Rollup does.
      if (!serving) for (const file of result.files) this.addWatchFile(file);
      // The environment's own input: a framework (React Router) gives its client build script entries, and
      // its pages' HTML never goes through `transformIndexHtml`.
      const build = this.environment?.config.build;
      const cssInHtml =
        !serving &&
        this.environment?.config.consumer === 'client' &&
        !build?.lib &&
        !build?.ssr &&
        htmlInput(build?.rolldownOptions?.input);
      if (id === RESOLVED_MODEL) return modelModuleCode(result);
      if (id === RESOLVED_DIAGNOSTICS) return diagnosticsModuleCode(result.diagnostics);
      const scope = numbered(id.slice(1), SCOPE_PREFIX);
      if (scope !== undefined) return splitOf(result, cssInHtml).scope(scope) ?? missingModule(id);
      const bucket = numbered(id.slice(1), ROUTES_PREFIX);
      if (bucket !== undefined) return splitOf(result, cssInHtml).routes(bucket) ?? missingModule(id);
      return id === RESOLVED_ID ? splitOf(result, cssInHtml).entry : undefined;
    },
    async generateBundle() {
      // The client build only (its files are what a static host serves), once per build.
      if (!brandAssets || this.environment?.config.consumer === 'server') return;
      for (const { fileName, source } of await brandAssetFiles(root, (await api.load()).model.settings))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      if (brandAssets)
        server.middlewares.use(
          brandAssetMiddleware(
            () => api.load(),
            () => root,
            () => base,
          ),
        );
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
        const before = settled ? fingerprint(settled) : '';
        const result = await loadDocs(root, loadOptions);
        waiting?.resolve(result);
        remember(result);
        const changed = fingerprint(result) !== before;
        if (changed) {
          // Every module of this plugin (`virtual:docsnav`, its scopes and route buckets, the model, the
          // icons and the finder): scope numbers and buckets may now hold other data.
          for (const environment of Object.values(server.environments)) {
            for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
              if (id.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(mod);
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
      void api.load().then(remember);
    },
  };
}

/** The file of the browser runtime the `virtual:docsnav` module imports. */
const RUNTIME = splitRuntimeFile();

/** What the served modules are made of: a reload that leaves it unchanged invalidates nothing. */
function fingerprint(result: LoadResult): string {
  return JSON.stringify([result.model, result.diagnostics]);
}

/** `n` of `<prefix><n>` (a non-negative integer written without leading zeros), else undefined. */
function numbered(id: string, prefix: string): number | undefined {
  if (!id.startsWith(prefix)) return undefined;
  const rest = id.slice(prefix.length);
  return /^(?:0|[1-9]\d{0,8})$/.test(rest) ? Number(rest) : undefined;
}

/** A scope or bucket that no longer exists (a page loaded before a reload asked for it): an empty module
 *  the runtime reads as "nothing", which `loadScope` reports as a rejected promise. */
function missingModule(id: string): string {
  return `export const scope = undefined; export const routes = {}; // ${JSON.stringify(id)}: no such module\n`;
}
