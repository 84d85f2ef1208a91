import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { compilePage, PROVIDER_ID } from './compile-page.js';
import { lucideIconResolver } from './page-icons.js';
import { isInside } from './resolve-import.js';
import { scanPages } from './scan-pages.js';
import { listStaticFiles, staticFilesMiddleware } from './static-files.js';

/** Virtual module: `pages` (page path → lazy page module), `files` (page path → file) and `siteName`. */
export const PAGES_ID = 'virtual:docsnav-pages';
const RESOLVED_PAGES_ID = `\0${PAGES_ID}`;
const runtime = (file: string) => fileURLToPath(new URL(`../mdx/${file}`, import.meta.url));

/** What the site takes from docs.json besides the navigation: `name` and `styling.latex`. */
export interface SiteSettings {
  name: string;
  /** False when `styling.latex` is false: `$` is plain text then. */
  math: boolean;
}

/** Reads the site settings of docs.json, with fallbacks when it is missing or unreadable. */
export function readSiteSettings(root: string): SiteSettings {
  const settings: SiteSettings = { name: 'Documentation', math: true };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'));
  } catch {
    return settings; // docs.json problems are reported by the navigation diagnostics
  }
  if (!value || typeof value !== 'object') return settings;
  const doc = value as { name?: unknown; styling?: { latex?: unknown } };
  if (typeof doc.name === 'string' && doc.name) settings.name = doc.name;
  if (doc.styling && typeof doc.styling === 'object' && doc.styling.latex === false) settings.math = false;
  return settings;
}

/** Source of the `virtual:docsnav-pages` module for a docs root. */
export function pagesModule(root: string): string {
  const found = scanPages(root);
  const lines = [
    `export const siteName = ${JSON.stringify(readSiteSettings(root).name)};`,
    'export const pages = {',
  ];
  for (const [key, file] of found)
    lines.push(`  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`);
  lines.push('};', 'export const files = {');
  for (const [key, file] of found)
    lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(path.relative(root, file))},`);
  lines.push('};');
  return lines.join('\n');
}

/** Source of a provider module for a page that renders the components listed in `id`'s query. */
function providerModule(id: string): string {
  const query = id.slice(id.indexOf('?') + 1);
  const names = (new URLSearchParams(query).get('names') ?? '').split(',').filter(Boolean);
  return [
    `import { componentsFor } from ${JSON.stringify(runtime('provider.tsx'))};`,
    `const components = componentsFor(${JSON.stringify(names.map(decodeURIComponent))});`,
    'export function useMDXComponents() { return components; }',
  ].join('\n');
}

/**
 * The site's page plugin: lists the page files of the docs root as lazy modules (`virtual:docsnav-pages`)
 * and compiles every `.mdx`/`.md` file of the root with MDX. A page that does not compile becomes a
 * module carrying its error; an import that cannot be resolved becomes a placeholder. Adding or removing
 * a page file reloads the running site. Images and other static files of the folder are served (dev) and
 * copied into the build at their paths.
 */
export function docsnavPages(options: { root: string }): Plugin {
  const root = path.resolve(options.root);
  let server: ViteDevServer | undefined;
  const icons = { resolve: lucideIconResolver(), registerModule: '@docsnav/react' };
  return {
    name: 'docsnav-site-pages',
    enforce: 'pre',
    resolveId(id) {
      if (id === PAGES_ID) return RESOLVED_PAGES_ID;
      if (id.startsWith(PROVIDER_ID)) return `\0${id}`;
      // Page and snippet files are imported by absolute path (always inside the root).
      if (path.isAbsolute(id) && isInside(root, id.split('?')[0] ?? id)) return id;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_PAGES_ID) return pagesModule(root);
      if (id.startsWith(`\0${PROVIDER_ID}`)) return providerModule(id);
      const file = id.split('?')[0] ?? id;
      if (!/\.mdx?$/.test(file) || !isInside(root, file)) return undefined;
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      const { math } = readSiteSettings(root);
      const page = await compilePage(source, {
        file,
        root,
        missingModule: runtime('missing-import.tsx'),
        math,
        icons,
      });
      if (page.error && server) {
        const at = page.error.line ? `:${page.error.line}:${page.error.column ?? 1}` : '';
        server.config.logger.warn(`${path.relative(root, file)}${at} ${page.error.message}`);
      }
      return { code: page.code, map: null };
    },
    generateBundle() {
      // Images and other static files of the docs folder, at the same paths as in the folder.
      for (const file of listStaticFiles(root)) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(root, file)) });
      }
    },
    configureServer(dev) {
      server = dev;
      dev.middlewares.use(staticFilesMiddleware(root));
      dev.watcher.add(root);
      const onChange = (file: string) => {
        if (!/\.mdx?$/.test(file) || !isInside(root, file)) return;
        const mod = dev.moduleGraph.getModuleById(RESOLVED_PAGES_ID);
        if (mod) dev.moduleGraph.invalidateModule(mod);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
  };
}
