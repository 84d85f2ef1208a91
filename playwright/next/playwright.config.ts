import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Ports of the static server of the Next.js example's export and of its `next dev` server (127.0.0.1 only;
 *  Playwright stops them). */
export const NEXT_PORT = Number(process.env.DOCSNAV_NEXT_PORT ?? 4312);
export const NEXT_DEV_PORT = Number(process.env.DOCSNAV_NEXT_DEV_PORT ?? 4313);

const repo = new URL('../..', import.meta.url).pathname;

/** Where the `next dev` server's stdout and stderr are written (outside outputDir, which Playwright empties). */
export const NEXT_DEV_LOG = `${repo}test-results/next-dev-server.log`;

/**
 * End-to-end tests of examples/next, the Next.js App Router host installed from the packed packages. Its own
 * config, so that running it builds and serves only the example: `node scripts/example.mjs next` (pack,
 * install, `next build`) writes examples/next/out; the web server below reuses it when it is there.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/next',
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
    { name: 'export', testMatch: /next\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${NEXT_PORT}` } },
    // React's development build, as a site author sees it in `next dev`: warnings the production build
    // does not print (keys, hydration details) fail the test.
    {
      name: 'dev',
      testMatch: /next-dev\.spec\.ts$/,
      timeout: 180_000,
      use: { baseURL: `http://127.0.0.1:${NEXT_DEV_PORT}` },
    },
  ],
  // Started in this order: the export (which packs and installs the packages) first.
  webServer: [
    {
      command: `node scripts/example.mjs next --reuse && node scripts/serve-static.mjs examples/next/out ${NEXT_PORT}`,
      cwd: repo,
      url: `http://127.0.0.1:${NEXT_PORT}/404.html`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its output goes to NEXT_DEV_LOG, which next-dev.spec.ts reads: a dev start prints no warning of the kit's.
      command: `mkdir -p ${repo}test-results && npx --no-install next dev --hostname 127.0.0.1 --port ${NEXT_DEV_PORT} > ${NEXT_DEV_LOG} 2>&1`,
      cwd: `${repo}/examples/next`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      url: `http://127.0.0.1:${NEXT_DEV_PORT}/v2/quickstart`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
