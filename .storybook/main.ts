import type { StorybookConfig } from '@storybook/react-vite';
import { kitPrebundle, workspaceAliases } from '../packages/site/src/build/workspace-aliases.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string> | undefined),
      ...workspaceAliases,
      // The site's endpoint pages' generated examples (build/endpoints-plugin.ts), from a fixture.
      'virtual:docsnav-endpoints': new URL('../stories/support/endpoint-specs.ts', import.meta.url).pathname,
    };
    // The kit's dependencies it imports on first intent, pre-bundled so no story reloads mid-test.
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [...(viteConfig.optimizeDeps.include ?? []), ...kitPrebundle];
    return viteConfig;
  },
};
export default config;
