import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Ports of the static servers of the React Router and Vite examples' builds (127.0.0.1 only; Playwright
 *  stops them). */
export const REACT_ROUTER_PORT = Number(process.env.DOCSNAV_EXAMPLE_RR_PORT ?? 4314);
export const VITE_PORT = Number(process.env.DOCSNAV_EXAMPLE_VITE_PORT ?? 4315);

const repo = new URL('../..', import.meta.url).pathname;

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

/**
 * End-to-end tests of examples/react-router (framework mode, prerendered) and examples/vite (a single-page
 * app with the Vite plugin), both installed from the packed packages. `--project react-router` or
 * `--project vite` runs the tests of one; Playwright starts both web servers either way, each of which builds
 * its example first unless `node scripts/example.mjs <name>` already built it from the same docs.
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
  ],
  webServer: [
    server('react-router', 'build/client', REACT_ROUTER_PORT, '__spa-fallback.html'),
    server('vite', 'dist', VITE_PORT, 'index.html'),
  ],
});
