import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, runnerImport, type UserConfig } from 'vite';
import { outputFolder, resolveDocsRoot } from './src/build/docs-root.js';
import { firstLoadChunks } from './src/build/first-load-chunks.js';
import { importPacked, packagesFolder, packedPackages } from './src/build/packed-packages.js';
import { prerenderPaths } from './src/build/prerender-paths.js';
import { docsnavPrerender } from './src/build/prerender-plugin.js';
import { workspaceAliases as alias, kitPrebundle } from './src/build/workspace-aliases.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Where a build process keeps the compiled plugins between the evaluations of this file. */
const PLUGINS = Symbol.for('docsnav-site-plugins');

/**
 * The demo site (React Router framework mode, `react-router.config.ts`). `DOCSNAV_DOCS=<folder>` serves that
 * docs folder (relative to where the command was run), otherwise the bundled example docs (`docs/`).
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const docs = resolveDocsRoot({
    docs: process.env.DOCSNAV_DOCS,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  if ('error' in docs) throw new Error(`DOCSNAV_DOCS: ${docs.error}`);
  // The Vite plugin of @docsnav/node and the site's page plugin (which imports `@docsnav/core/split`): from
  // the workspace sources with the same aliases, or from the installed packed packages (DOCSNAV_PACKAGES).
  const packed = packagesFolder();
  const resolution = packed ? { plugins: [packedPackages(packed)] } : { resolve: { alias } };
  const load = { configFile: false as const, logLevel: 'warn' as const, ...resolution };
  const importPlugins = () =>
    Promise.all([
      packed
        ? importPacked<typeof import('../node/src/vite-plugin.js')>(packed, '@docsnav/node', './vite')
        : runnerImport<typeof import('../node/src/vite-plugin.js')>(
            here('../node/src/vite-plugin.ts'),
            load,
          ).then((r) => r.module),
      runnerImport<typeof import('./src/build/pages-plugin.js')>(here('./src/build/pages-plugin.ts'), load),
    ]);
  // A build evaluates this file twice (React Router reads it, then builds with it): the plugins are compiled
  // once per build process and package source (about 0.5 s at nav-10k). Not in dev, where a restart must see
  // edited sources.
  const shared = globalThis as { [PLUGINS]?: Map<string, ReturnType<typeof importPlugins>> };
  shared[PLUGINS] ??= new Map();
  const compiled = shared[PLUGINS];
  const source = packed ?? '';
  let plugins = command === 'build' ? compiled.get(source) : undefined;
  if (!plugins) {
    plugins = importPlugins();
    if (command === 'build') compiled.set(source, plugins);
  }
  const [nodeVite, { module: pagesPlugin }] = await plugins;
  if (packed) console.info(`docsnav site: @docsnav/* from the packed packages installed in ${packed}`);
  return {
    root: here('.'),
    plugins: [
      ...(packed ? [packedPackages(packed)] : []),
      reactRouter(),
      // The site serves and copies every static file of the docs folder itself (logo and favicon included).
      nodeVite.docsnav({ root: docs.root, brandAssets: false }),
      pagesPlugin.docsnavPages({ root: docs.root, exclude: [outputFolder()] }),
      // The sections of generated endpoint pages (parameters, request body, responses), from their specs.
      pagesPlugin.docsnavEndpoints({ root: docs.root }),
      // docs.json's redirects, for the not-found page (a path a redirect leads away from).
      pagesPlugin.docsnavRedirects({ root: docs.root }),
      // The Tailwind utilities the pages use (`className="p-2 dark:hidden"`), as on Mintlify.
      pagesPlugin.docsnavTailwind({ root: docs.root, exclude: [outputFolder()] }),
      // Every page but `/`, on every core (react-router.config.ts leaves React Router `/` only).
      docsnavPrerender({
        paths: prerenderPaths,
        worker: here('./src/build/prerender-worker.mjs'),
        root: docs.root,
      }),
    ],
    resolve: { ...(packed ? {} : { alias }), dedupe: ['react', 'react-dom', 'react-router'] },
    server: { host: '127.0.0.1', fs: { allow: [here('../..'), docs.root] } },
    preview: { host: '127.0.0.1' },
    // DOCSNAV_SOURCEMAP=1: the browser's build with hidden source maps (`pnpm size:site --why` reads them to
    // name the modules its bytes come from); never in a site's real build.
    build: {
      chunkSizeWarningLimit: 1500,
      ...(process.env.DOCSNAV_SOURCEMAP === '1' ? { sourcemap: 'hidden' } : {}),
    },
    // The dev server's dependency pre-bundling: the kit's own dependencies are reached through its sources
    // (aliases), which the start-up scan does not see; listed here, they are bundled at start instead of on
    // the first page, which would reload it. The lucide icons are plain ES modules, one per icon, loaded as
    // a page needs them: served as they are, never re-bundled (that too would reload the page).
    optimizeDeps: {
      include: kitPrebundle,
      exclude: ['lucide-react'],
    },
    // The prerendering build is self-contained (its server part bundles its dependencies), so it also runs
    // when DOCSNAV_OUT_DIR is outside this package, where no node_modules can be found. It has hidden source
    // maps (no comment in the code; deleted with the server build): a throw while prerendering is reported
    // at its line in the page or snippet (prerender-plugin.ts). The browser's build has none.
    ...(command === 'build'
      ? {
          ssr: { noExternal: true },
          environments: {
            ssr: { build: { sourcemap: 'hidden' as const } },
            // What a page loads before it hydrates, in two chunks rather than two dozen (first-load-chunks.ts).
            client: { build: { rolldownOptions: { output: { codeSplitting: firstLoadChunks() } } } },
          },
        }
      : {}),
  };
});
