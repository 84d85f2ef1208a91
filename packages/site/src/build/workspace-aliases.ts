import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The workspace packages resolved to their sources: the site needs no build of them first. */
export const workspaceAliases: Record<string, string> = {
  '@docsnav/core/parse': here('../../../core/src/parse/index.ts'),
  '@docsnav/core/finder': here('../../../core/src/finder/index.ts'),
  '@docsnav/core/split': here('../../../core/src/split/index.ts'),
  '@docsnav/core': here('../../../core/src/index.ts'),
  '@docsnav/react/switchers': here('../../../react/src/switchers.ts'),
  '@docsnav/react/layout': here('../../../react/src/layout.ts'),
  '@docsnav/react/finder': here('../../../react/src/finder.ts'),
  '@docsnav/react/toc': here('../../../react/src/toc.ts'),
  '@docsnav/react/react-router': here('../../../react/src/react-router.ts'),
  '@docsnav/react/styles.css': here('../../../react/src/styles.css'),
  '@docsnav/react': here('../../../react/src/index.ts'),
  '@docsnav/node/vite': here('../../../node/src/vite-plugin.ts'),
  '@docsnav/node': here('../../../node/src/index.ts'),
};
