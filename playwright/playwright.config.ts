import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Ports of the servers this config starts (127.0.0.1 only); Playwright stops them when the run ends. */
export const SITE_PORT = Number(process.env.DOCSNAV_SITE_PORT ?? 4310);
export const STORYBOOK_PORT = Number(process.env.DOCSNAV_STORYBOOK_PORT ?? 4311);

const repo = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'site',
      testMatch: /site\/.*\.spec\.ts$|^site.*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}` },
    },
    {
      name: 'storybook',
      testMatch: /storybook\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
  ],
  webServer: [
    {
      // The production build of the demo site on the bundled example docs, previewed.
      command: `pnpm --filter @docsnav/site build && pnpm --filter @docsnav/site exec vite preview --host 127.0.0.1 --port ${SITE_PORT} --strictPort`,
      cwd: repo,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The static Storybook build, served as files.
      command: `pnpm build-storybook && node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      cwd: repo,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
