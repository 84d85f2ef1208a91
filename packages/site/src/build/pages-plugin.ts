import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bucketCount } from '@docsnav/core/split';
import type { Plugin, ViteDevServer } from 'vite';
import type { DocsnavPluginApi } from '../../../node/src/vite-plugin.js';
import { knownComponentsOf } from '../mdx/known-components.js';
import { pageBucket } from '../page/page-key.js';
import { compilePage, PROVIDER_ID } from './compile-page.js';

export { docsnavEndpoints } from './endpoints-plugin.js';
export { docsnavRedirects } from './redirects-plugin.js';
export { docsnavTailwind } from './tailwind-plugin.js';

import { isConfigFile, readDocsConfig } from './docs-config.js';
import { fixDocsModule } from './docs-module.js';
import { navPagePaths } from './nav-page-paths.js';
import { formatProblem, type PageProblem, PageProblems, problemReport } from './page-diagnostics.js';
import { lucideIconResolver, pageFontAwesome } from './page-icons.js';
import { siteRedirects, withoutMovedPages } from './redirects-plugin.js';
import { isInside } from './resolve-import.js';
import { scanPages } from './scan-pages.js';
import { listStaticFiles, listStylesheets, staticFilesMiddleware } from './static-files.js';

/** Virtual module: `siteName` and `pageBuckets` (one lazy import per bucket of the page-file map). */
export const PAGES_ID = 'virtual:docsnav-pages';
const RESOLVED_PAGES_ID = `\0${PAGES_ID}`;
/** Id prefix of one bucket of the page-file map: `virtual:docsnav-pages/<k>`. */
export const PAGE_BUCKET_PREFIX = `${PAGES_ID}/`;
const runtime = (file: string) => fileURLToPath(new URL(`../mdx/${file}`, import.meta.url));

/** What the site takes from docs.json besides the navigation: `name` and `styling.latex`. */
export interface SiteSettings {
  name: string;
  /** False when `styling.latex` is false: `$` is plain text then. */
  math: boolean;
}

/** Reads the site settings of docs.json (or converted mint.json), with fallbacks when it is missing or unreadable. */
export function readSiteSettings(root: string): SiteSettings {
  const settings: SiteSettings = { name: 'Documentation', math: true };
  let value: unknown;
  try {
    value = readDocsConfig(root);
  } catch {
    return settings; // docs.json problems are reported by the navigation diagnostics
  }
  if (!value || typeof value !== 'object') return settings;
  const doc = value as { name?: unknown; styling?: { latex?: unknown } };
  if (typeof doc.name === 'string' && doc.name) settings.name = doc.name;
  if (doc.styling && typeof doc.styling === 'object' && doc.styling.latex === false) settings.math = false;
  return settings;
}

/** The page files of a docs root in `bucketCount(files)` buckets (`pageBucket` of the key). */
export function pageBuckets(found: ReadonlyMap<string, string>): Map<string, string>[] {
  const count = bucketCount(found.size);
  const buckets = Array.from({ length: count }, () => new Map<string, string>());
  for (const [key, file] of found) buckets[pageBucket(key, count)]?.set(key, file);
  return buckets;
}

/**
 * Source of the `virtual:docsnav-pages` module for a docs root: the site name, its stylesheets and one dynamic import per
 * bucket of the page-file map. Its size does not grow with the number of pages (about one line per
 * `KEYS_PER_BUCKET` pages); a page loads the one bucket holding its file.
 */
export function pagesModule(
  root: string,
  found: ReadonlyMap<string, string> = scanPages(root),
  exclude: readonly string[] = [],
): string {
  const count = bucketCount(found.size);
  return [
    `export const siteName = ${JSON.stringify(readSiteSettings(root).name)};`,
    `export const stylesheets = ${JSON.stringify(listStylesheets(root, exclude))};`,
    'export const pageBuckets = [',
    ...Array.from({ length: count }, (_, k) => `  () => import(${JSON.stringify(PAGE_BUCKET_PREFIX + k)}),`),
    '];',
    '',
  ].join('\n');
}

/**
 * Source of bucket `k` of the page-file map: `pages` (page key → lazy page module) and `files` (page key →
 * file relative to the root). A bucket that no longer exists (a page loaded before the pages changed, dev)
 * is empty: its pages read as "no file".
 */
export function pageBucketModule(
  root: string,
  k: number,
  found: ReadonlyMap<string, string> = scanPages(root),
): string {
  const bucket = pageBuckets(found)[k] ?? new Map<string, string>();
  const lines = ['export const pages = {'];
  for (const [key, file] of bucket)
    lines.push(`  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`);
  lines.push('};', 'export const files = {');
  for (const [key, file] of bucket)
    lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(path.relative(root, file))},`);
  lines.push('};', '');
  return lines.join('\n');
}

/** Source of a provider module for a page that renders the components listed in `id`'s query. */
function providerModule(id: string): string {
  const query = id.slice(id.indexOf('?') + 1);
  const names = (new URLSearchParams(query).get('names') ?? '').split(',').filter(Boolean);
  const decoded = names.map(decodeURIComponent);
  // Only the site's components the page renders (and `a`, `pre`): a page without `<Tabs>` loads no tabs code.
  const known = knownComponentsOf(decoded);
  return [
    `import { componentsFor } from ${JSON.stringify(runtime('provider.tsx'))};`,
    ...known.map(
      ([, file, exported], i) => `import { ${exported} as c${i} } from ${JSON.stringify(runtime(file))};`,
    ),
    `const known = { ${known.map(([name], i) => `${JSON.stringify(name)}: c${i}`).join(', ')} };`,
    `const components = componentsFor(known, ${JSON.stringify(decoded)});`,
    'export function useMDXComponents() { return components; }',
  ].join('\n');
}

/**
 * The site's page plugin: lists the page files of the docs root as lazy modules (`virtual:docsnav-pages`,
 * split into hash buckets of about 200 pages, each its own chunk) and compiles every `.mdx`/`.md` file of the root with MDX. A page that does not compile becomes a
 * module carrying its error; an import that cannot be resolved becomes a placeholder. Adding or removing
 * a page file reloads the running site. Images and other static files of the folder are served (dev) and
 * copied into the build at their paths.
 */
export function docsnavPages(options: PagesPluginOptions): Plugin {
  const root = path.resolve(options.root);
  const exclude = (options.exclude ?? []).map((p) => path.resolve(p));
  const strict = options.strict ?? process.env.DOCSNAV_STRICT === '1';
  let server: ViteDevServer | undefined;
  // The docsnav plugin's API (the navigation it loaded).
  let api: DocsnavPluginApi | undefined;
  // The page files, scanned once per build (and again after a page file is added or removed in dev), but
  // those a docs.json redirect leads away from.
  let found: Promise<Map<string, string>> | undefined;
  const pageFiles = () => {
    found ??= (async () => {
      const files = scanPages(root, exclude);
      const { redirects } = siteRedirects(root);
      if (!redirects.length || !api) return files;
      const index = await api.index();
      return withoutMovedPages(files, redirects, navPagePaths(index), index.settings.basePath);
    })();
    return found;
  };
  const problems = new PageProblems(root);
  const missingModule = runtime('missing-import.tsx');
  /** Records a file's problems; the dev server prints them as they come. */
  const report = (file: string, list: readonly PageProblem[]) => {
    problems.set(file, list);
    if (server) for (const p of list) server.config.logger.warn(formatProblem(p));
  };
  // The settings of docs.json, read once (not per page: docs.json may be megabytes), again after it changes.
  let settings: SiteSettings | undefined;
  const siteSettings = () => {
    settings ??= readSiteSettings(root);
    return settings;
  };
  const icons = {
    resolve: lucideIconResolver(),
    registerModule: '@docsnav/react',
    fontawesome: pageFontAwesome(root),
  };
  return {
    name: 'docsnav-site-pages',
    enforce: 'pre',
    configResolved(config) {
      api = config.plugins.find((p) => p.name === 'docsnav')?.api as DocsnavPluginApi | undefined;
    },
    resolveId(id) {
      if (id === PAGES_ID || pageBucketNumber(id) !== undefined) return `\0${id}`;
      if (id.startsWith(PROVIDER_ID)) return `\0${id}`;
      // Page and snippet files are imported by absolute path (always inside the root).
      if (path.isAbsolute(id) && isInside(root, id.split('?')[0] ?? id)) return id;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_PAGES_ID) return pagesModule(root, await pageFiles(), exclude);
      if (id.startsWith('\0')) {
        const k = pageBucketNumber(id.slice(1));
        if (k !== undefined) return pageBucketModule(root, k, await pageFiles());
      }
      if (id.startsWith(`\0${PROVIDER_ID}`)) return providerModule(id);
      const file = id.split('?')[0] ?? id;
      if (!/\.mdx?$/.test(file) || !isInside(root, file)) return undefined;
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      const { math } = siteSettings();
      // A source map when the build writes them (the server's: a throw while prerendering is located in
      // its page, prerender-plugin.ts).
      const sourceMap = Boolean(this.environment?.config.build.sourcemap);
      const page = await compilePage(source, { file, root, missingModule, math, icons, sourceMap });
      report(file, page.problems);
      return { code: page.code, map: page.map ?? null };
    },
    transform(code, id) {
      // Snippets (`.jsx`, `.tsx`, `.js`, `.ts` of the docs folder), before they are compiled: Mintlify's
      // import rules and hooks, and placeholders instead of build errors (docs-module.ts).
      const file = id.split('?')[0] ?? id;
      if (!SNIPPET.test(file) || !isInside(root, file) || file.includes('/node_modules/')) return undefined;
      const fixed = fixDocsModule(code, { file, root, missingModule, kind: 'snippet' });
      report(file, fixed.problems);
      return fixed.code === code ? undefined : { code: fixed.code, map: fixed.map ?? null };
    },
    writeBundle: {
      // Once per build, when the server build is written (the last, which prerenders): every problem of the
      // pages and snippets, and how many files have one. (closeBundle is also called when React Router's
      // own dev server for reading the routes closes.)
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment.config.consumer !== 'server') return;
        const all = problems.all();
        if (all.length) this.environment.logger.warn(problemReport(problems));
        else this.environment.logger.info(problemReport(problems));
        if (strict && all.length)
          throw new Error(
            `docsnav site: ${problems.files()} page or snippet files have problems (strict mode: DOCSNAV_STRICT=1)`,
          );
      },
    },
    generateBundle() {
      // Images and other static files of the docs folder, at the same paths as in the folder.
      for (const file of listStaticFiles(root, exclude)) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(root, file)) });
      }
    },
    configureServer(dev) {
      server = dev;
      dev.middlewares.use(staticFilesMiddleware(root));
      dev.watcher.add(root);
      const onChange = (file: string) => {
        if (!/\.mdx?$/.test(file) || !isInside(root, file)) return;
        found = undefined;
        for (const [id, mod] of dev.moduleGraph.idToModuleMap)
          if (id === RESOLVED_PAGES_ID || id.startsWith(`\0${PAGE_BUCKET_PREFIX}`))
            dev.moduleGraph.invalidateModule(mod);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
      dev.watcher.on('change', (file) => {
        if (isConfigFile(root, file)) settings = undefined;
      });
    },
  };
}

/** Options of {@link docsnavPages}. */
export interface PagesPluginOptions {
  /** The docs folder. */
  root: string;
  /** Folders never read for pages or static files: the build's output folder, when it is inside the docs
   *  folder (excluded by its path: no folder name is special). */
  exclude?: readonly string[];
  /** Fail the build when a page or snippet has a problem (for CI). Default: `DOCSNAV_STRICT=1`. */
  strict?: boolean;
}

/** Script files of a docs folder the site compiles as snippets. */
const SNIPPET = /\.(?:jsx|tsx|js|ts|mjs)$/;

/** `k` of `virtual:docsnav-pages/<k>` (a non-negative integer without leading zeros), else undefined. */
function pageBucketNumber(id: string): number | undefined {
  if (!id.startsWith(PAGE_BUCKET_PREFIX)) return undefined;
  const rest = id.slice(PAGE_BUCKET_PREFIX.length);
  return /^(?:0|[1-9]\d{0,8})$/.test(rest) ? Number(rest) : undefined;
}
