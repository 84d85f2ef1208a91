import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Ports of the servers this config starts (127.0.0.1 only); Playwright stops them when the run ends. */
export const SITE_PORT = Number(process.env.DOCSNAV_SITE_PORT ?? 4310);
export const STORYBOOK_PORT = Number(process.env.DOCSNAV_STORYBOOK_PORT ?? 4311);

const repo = new URL('..', import.meta.url).pathname;

/** The size every story is screenshotted at unless it asks for a Storybook viewport (the phone stories): the
 *  size Storybook's Vitest runner gives a story. Device scale 1. */
export const STORY_VIEWPORT = { width: 1200, height: 900 };
/** The committed reference screenshots of the stories, one `<story id>.png` per story. */
export const VISUAL_REFERENCES = new URL('./__screenshots__/storybook', import.meta.url).pathname;

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
      // Visual review: references live beside the spec, named by story id only (no platform or browser
      // suffix: every runner uses the same Debian Chromium and fonts). See docs/components.md, "Visual review".
      snapshotPathTemplate: `${VISUAL_REFERENCES}/{arg}{ext}`,
      expect: {
        toHaveScreenshot: {
          // Tolerance: a pixel counts as changed when its colour moves by more than 0.02 (pixelmatch's YIQ
          // distance, 0..1), and a story fails when more than 20 pixels changed. Strict on purpose: the light
          // border colour on white is a YIQ distance of ~0.09, so Playwright's default 0.2 (or 0.1) would not see
          // a border appear or vanish; an absolute count, not a ratio, because one control's 1-px border is ~130
          // pixels of a 1,080,000-pixel page. Same-machine runs differ by at most 11 pixels of +-1 colour level
          // (anti-aliasing), far inside it. Measurements: docs/components.md, "Visual review".
          threshold: 0.02,
          maxDiffPixels: 20,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
      use: {
        baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`,
        viewport: STORY_VIEWPORT,
        deviceScaleFactor: 1,
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  ],
  webServer: [
    {
      // The production build of the demo site on the bundled example docs (every page prerendered), served as
      // static files as a static host would: unknown paths get the fallback HTML, with status 404.
      command: `pnpm --filter @docsnav/site build && node scripts/serve-static.mjs packages/site/dist/client ${SITE_PORT} --fallback __spa-fallback.html`,
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
