import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { resolveDocsRoot } from './src/build/docs-root.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The workspace packages resolve to their sources: the site needs no build of them first. */
const alias = {
  '@docsnav/core/parse': here('../core/src/parse/index.ts'),
  '@docsnav/core/finder': here('../core/src/finder/index.ts'),
  '@docsnav/core/split': here('../core/src/split/index.ts'),
  '@docsnav/core': here('../core/src/index.ts'),
  '@docsnav/react/switchers': here('../react/src/switchers.ts'),
  '@docsnav/react/layout': here('../react/src/layout.ts'),
  '@docsnav/react/finder': here('../react/src/finder.ts'),
  '@docsnav/react/styles.css': here('../react/src/styles.css'),
  '@docsnav/react': here('../react/src/index.ts'),
  '@docsnav/node/bucket': here('../node/src/bucket.ts'),
  '@docsnav/node/vite': here('../node/src/vite-plugin.ts'),
  '@docsnav/node': here('../node/src/index.ts'),
};

/**
 * The demo site. `DOCSNAV_DOCS=<folder>` serves that docs folder (relative to where the command was run),
 * otherwise the bundled example docs (`docs/`). `DOCSNAV_OUT_DIR` changes the build output folder.
 */
export default defineConfig(async () => {
  const docs = resolveDocsRoot({
    docs: process.env.DOCSNAV_DOCS,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  if ('error' in docs) throw new Error(`DOCSNAV_DOCS: ${docs.error}`);
  // The Vite plugin of @docsnav/node and the site's page plugin (which imports `@docsnav/node/bucket`),
  // loaded from their sources with the same aliases.
  const load = { configFile: false as const, logLevel: 'warn' as const, resolve: { alias } };
  const [{ module: nodeVite }, { module: pagesPlugin }] = await Promise.all([
    runnerImport<typeof import('../node/src/vite-plugin.js')>(here('../node/src/vite-plugin.ts'), load),
    runnerImport<typeof import('./src/build/pages-plugin.js')>(here('./src/build/pages-plugin.ts'), load),
  ]);
  return {
    root: here('.'),
    plugins: [react(), nodeVite.docsnav({ root: docs.root }), pagesPlugin.docsnavPages({ root: docs.root })],
    resolve: { alias, dedupe: ['react', 'react-dom', 'react-router'] },
    server: { host: '127.0.0.1', fs: { allow: [here('../..'), docs.root] } },
    preview: { host: '127.0.0.1' },
    build: { outDir: process.env.DOCSNAV_OUT_DIR ?? 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  };
});
