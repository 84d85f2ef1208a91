import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Ports of the static servers of the React Router and Vite examples' builds (127.0.0.1 only; Playwright
 *  stops them). */
export const REACT_ROUTER_PORT = Number(process.env.DOCSNAV_EXAMPLE_RR_PORT ?? 4314);
export const VITE_PORT = Number(process.env.DOCSNAV_EXAMPLE_VITE_PORT ?? 4315);
/** Ports of the examples' dev servers (`npm run dev`), for their quiet-start tests. */
export const REACT_ROUTER_DEV_PORT = Number(process.env.DOCSNAV_EXAMPLE_RR_DEV_PORT ?? 4316);
export const VITE_DEV_PORT = Number(process.env.DOCSNAV_EXAMPLE_VITE_DEV_PORT ?? 4317);

const repo = new URL('../..', import.meta.url).pathname;

/** Where the dev server of example `name` writes its stdout and stderr (outside outputDir, which Playwright
 *  empties); its quiet-start test reads it (dev-start.ts). */
export const devLog = (name: string): string => `${repo}test-results/example-${name}-dev.log`;

/** The static server of one example's build, built first unless it is there (`scripts/example.mjs`). */
const server = (name: string, out: string, port: number, fallback: string) => ({
  command: `node scripts/example.mjs ${name} --reuse && node scripts/serve-static.mjs examples/${name}/${out} ${port} --fallback ${fallback}`,
  cwd: repo,
  url: `http://127.0.0.1:${port}/${fallback}`,
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The dev server of one example (`npm run dev`, installed by the server above), its output in `devLog`. */
const devServer = (name: string, port: number) => ({
  command: `mkdir -p ${repo}test-results && npm run dev -- --port ${port} --strictPort > ${devLog(name)} 2>&1`,
  cwd: `${repo}examples/${name}`,
  url: `http://127.0.0.1:${port}/v2/quickstart`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * End-to-end tests of examples/react-router (framework mode, prerendered) and examples/vite (a single-page
 * app with the Vite plugin), both installed from the packed packages. `--project react-router` or
 * `--project vite` runs the tests of one; Playwright starts both web servers either way, each of which builds
 * its example first unless `node scripts/example.mjs <name>` already built it from the same docs. Then each
 * example's dev server starts (`react-router-dev` and `vite-dev`: a quiet dev start, dev-start.ts).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/examples',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'react-router',
      testMatch: /react-router\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${REACT_ROUTER_PORT}` },
    },
    { name: 'vite', testMatch: /vite\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${VITE_PORT}` } },
    // React's development build and the kit's packages transformed by Vite, as a host's `npm run dev`.
    {
      name: 'react-router-dev',
      testMatch: /react-router-dev\.spec\.ts$/,
      timeout: 180_000,
      use: { baseURL: `http://127.0.0.1:${REACT_ROUTER_DEV_PORT}` },
    },
    {
      name: 'vite-dev',
      testMatch: /vite-dev\.spec\.ts$/,
      timeout: 180_000,
      use: { baseURL: `http://127.0.0.1:${VITE_DEV_PORT}` },
    },
  ],
  webServer: [
    server('react-router', 'build/client', REACT_ROUTER_PORT, '__spa-fallback.html'),
    server('vite', 'dist', VITE_PORT, 'index.html'),
    // Started after the servers above, which install the examples.
    devServer('react-router', REACT_ROUTER_DEV_PORT),
    devServer('vite', VITE_DEV_PORT),
  ],
});
