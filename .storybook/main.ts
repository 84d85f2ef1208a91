import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
      '@docsnav/core/parse': src('../packages/core/src/parse/index.ts'),
      '@docsnav/core/finder': src('../packages/core/src/finder/index.ts'),
      '@docsnav/core/split': src('../packages/core/src/split/index.ts'),
      '@docsnav/core': src('../packages/core/src/index.ts'),
      '@docsnav/react/switchers': src('../packages/react/src/switchers.ts'),
      '@docsnav/react/split': src('../packages/react/src/split.ts'),
      '@docsnav/react/layout': src('../packages/react/src/layout.ts'),
      '@docsnav/react/finder': src('../packages/react/src/finder.ts'),
      '@docsnav/react/toc': src('../packages/react/src/toc.ts'),
      '@docsnav/react/styles.css': src('../packages/react/src/styles.css'),
      '@docsnav/react': src('../packages/react/src/index.ts'),
    };
    // The menus', drawer's and finder's code loads on first intent (import()), so Vite would find their
    // dependencies only when a story first opens one, re-bundle and reload the page mid-test: pre-bundle them.
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      ...[
        '@leeoniya/ufuzzy',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-use-controllable-state',
      ].map((dep) => `@docsnav/react > ${dep}`),
    ];
    return viteConfig;
  },
};
export default config;
