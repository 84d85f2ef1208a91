import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/build/prerender-paths.js';

/**
 * The demo site in React Router framework mode: no server at run time (`ssr: false`), every page of the
 * docs folder prerendered into static HTML at build time (its navigation and body in the HTML), plus the
 * fallback HTML (`__spa-fallback.html`) for any other path. `DOCSNAV_OUT_DIR` is the output folder (the
 * static files are in its `client/` folder).
 */
export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.DOCSNAV_OUT_DIR ?? 'dist',
  future: { v8_viteEnvironmentApi: true },
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
} satisfies Config;
