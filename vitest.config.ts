import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './packages/site/src/build/workspace-aliases.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Workspace packages resolve to their sources in tests, so no build is needed to test. */
const alias = workspaceAliases;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // The React package's store (state/) is framework-free: tested in Node, without a DOM.
          include: [
            'packages/{core,node,site}/src/**/*.test.ts',
            'packages/react/src/state/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['packages/react/src/test-support/dom-setup.ts'],
          include: ['packages/react/src/**/*.test.{ts,tsx}', 'packages/site/src/**/*.test.tsx'],
          exclude: ['packages/react/src/state/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        plugins: [storybookTest({ configDir: src('./.storybook') })],
        test: {
          name: 'stories',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
