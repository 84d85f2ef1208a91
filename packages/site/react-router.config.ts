import type { Config } from '@react-router/dev/config';

/**
 * The demo site in React Router framework mode: no server at run time (`ssr: false`), every page of the
 * docs folder prerendered into static HTML at build time (its navigation and body in the HTML), plus the
 * fallback HTML (`__spa-fallback.html`) for any other path. `DOCSNAV_OUT_DIR` is the output folder (the
 * static files are in its `client/` folder). React Router prerenders `/` and the fallback; every other page
 * is prerendered by the site's plugin in worker threads (`src/build/prerender-plugin.ts`, in vite.config.ts).
 */
export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.DOCSNAV_OUT_DIR ?? 'dist',
  future: { v8_viteEnvironmentApi: true },
  prerender: ['/'],
} satisfies Config;
