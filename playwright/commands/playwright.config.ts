import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * The documented commands that start a server (docs/site.md's `serve.mjs` forms), run as a reader types them.
 * Its own config: each test starts and stops its own server, none is shared with the other end-to-end runs.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/commands',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
