import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Port of the static server of the theming fixture's production build (127.0.0.1 only). */
export const THEMING_PORT = Number(process.env.DOCSNAV_THEMING_PORT ?? 4314);

const repo = new URL('../..', import.meta.url).pathname;

/**
 * Theming through a host's production build: the kit's stylesheet (`@docsnav/react/styles.css`, the built
 * package) bundled and minified by Vite with its defaults (build-fixture.mjs), then checked in Chromium. Its own
 * config so that it builds and serves only that page (seconds, no site or Storybook build).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/theming',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    baseURL: `http://127.0.0.1:${THEMING_PORT}`,
  },
  webServer: {
    command: `node playwright/theming/build-fixture.mjs && node scripts/serve-static.mjs playwright/theming/dist ${THEMING_PORT}`,
    cwd: repo,
    url: `http://127.0.0.1:${THEMING_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
