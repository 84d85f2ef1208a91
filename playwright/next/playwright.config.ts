import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Port of the static server of the Next.js example's export (127.0.0.1 only; Playwright stops it). */
export const NEXT_PORT = Number(process.env.DOCSNAV_NEXT_PORT ?? 4312);

const repo = new URL('../..', import.meta.url).pathname;

/**
 * End-to-end tests of examples/next, the Next.js App Router host installed from the packed packages. Its own
 * config, so that running it builds and serves only the example: `node scripts/example-next.mjs` (pack,
 * install, `next build`) writes examples/next/out; the web server below reuses it when it is there.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
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
    baseURL: `http://127.0.0.1:${NEXT_PORT}`,
  },
  webServer: {
    command: `node scripts/example-next.mjs --reuse && node scripts/serve-static.mjs examples/next/out ${NEXT_PORT}`,
    cwd: repo,
    url: `http://127.0.0.1:${NEXT_PORT}/404.html`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
