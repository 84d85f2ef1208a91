import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The workspace packages resolved to their sources, so nothing needs a build first: the site's dev server
 * and build, the tests (vitest.config.ts) and Storybook (.storybook/main.ts) all use this one map. The
 * entries with a subpath come before their package's own (an alias matches a specifier's prefix).
 */
export const workspaceAliases: Record<string, string> = {
  '@docsnav/core/parse': here('../../../core/src/parse/index.ts'),
  '@docsnav/core/finder': here('../../../core/src/finder/index.ts'),
  '@docsnav/core/split': here('../../../core/src/split/index.ts'),
  '@docsnav/core': here('../../../core/src/index.ts'),
  '@docsnav/react/switchers': here('../../../react/src/switchers.ts'),
  '@docsnav/react/split': here('../../../react/src/split.ts'),
  '@docsnav/react/layout': here('../../../react/src/layout.ts'),
  '@docsnav/react/finder': here('../../../react/src/finder.ts'),
  '@docsnav/react/toc': here('../../../react/src/toc.ts'),
  '@docsnav/react/react-router': here('../../../react/src/react-router.ts'),
  '@docsnav/react/styles.css': here('../../../react/src/styles.css'),
  '@docsnav/react': here('../../../react/src/index.ts'),
  '@docsnav/node/vite': here('../../../node/src/vite-plugin.ts'),
  '@docsnav/node': here('../../../node/src/index.ts'),
};

/**
 * The kit's dependencies a dev server (the site's, Storybook's) pre-bundles at start: reached through the
 * aliased sources, which the start-up scan does not see, and imported on first intent (the menus', drawer's
 * and finder's code loads with import()), so Vite would otherwise find them only when a page or story first
 * opens one, re-bundle and reload it mid-use.
 */
export const kitPrebundle: string[] = [
  '@leeoniya/ufuzzy',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
].map((dep) => `@docsnav/react > ${dep}`);
