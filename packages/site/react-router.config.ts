import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/build/prerender-paths.js';
import { PRERENDER_IN_WORKERS } from './src/build/prerender-plugin.js';

/**
 * The demo site in React Router framework mode: no server at run time (`ssr: false`), every page of the
 * docs folder prerendered into static HTML at build time (its navigation and body in the HTML), plus the
 * fallback HTML (`__spa-fallback.html`) for any other path. `DOCSNAV_OUT_DIR` is the output folder (the
 * static files are in its `client/` folder). In a build, React Router prerenders `/` and the fallback; every
 * other page is prerendered by the site's plugin in worker threads (`src/build/prerender-plugin.ts`, in
 * vite.config.ts). The dev server renders every page on the server (the paths React Router is given there).
 */
export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.DOCSNAV_OUT_DIR ?? 'dist',
  future: { v8_viteEnvironmentApi: true },
  prerender: {
    paths: () => (process.env[PRERENDER_IN_WORKERS] === '1' ? ['/'] : prerenderPaths()),
  },
} satisfies Config;
