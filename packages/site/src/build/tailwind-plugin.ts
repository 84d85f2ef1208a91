import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import type { Plugin } from 'vite';
import { isInside } from './resolve-import.js';

/** Virtual CSS module: the Tailwind utilities the docs folder's pages and snippets use (`root.tsx`). */
export const TAILWIND_ID = 'virtual:docsnav-tailwind.css';
const RESOLVED = `\0${TAILWIND_ID}`;

/** Where `tailwindcss` is resolved from (this package depends on it). */
const SITE = fileURLToPath(new URL('../..', import.meta.url).href);

/** Files of a docs folder whose class names count: pages and snippets. */
const SCANNED = /\.(?:mdx?|[jt]sx?)$/;

/**
 * The stylesheet: Tailwind's theme variables and its utilities, scoped to page content (`.site-prose`, so
 * they apply above the site's own prose rules, as Mintlify's utilities beat its typography, and touch
 * nothing of the layout), with `dark:` following the site's colour scheme (`data-theme` set by the toggle,
 * else the reader's preference, as in site.css). No preflight: the site has its own base styles.
 */
const INPUT = `@import "tailwindcss/theme.css";
@custom-variant dark {
  :root[data-theme="dark"] & {
    @slot;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme="light"]) & {
      @slot;
    }
  }
}
.site-prose {
  @tailwind utilities;
}
`;

/**
 * The CSS of the Tailwind utilities that the pages and snippets of `root` name (Mintlify pages use them:
 * `className="p-2 align-middle"`, `"hidden dark:block"`), leaving out the folders of `exclude` (the build's
 * output). Only the utilities a page names are in it. A failure becomes a warning and no utilities: it never
 * stops a build.
 */
export async function tailwindCss(
  root: string,
  exclude: readonly string[] = [],
  warn: (message: string) => void = console.warn,
): Promise<string> {
  try {
    const compiler = await compile(INPUT, { base: SITE, onDependency: () => {} });
    const scanner = new Scanner({
      sources: [
        { base: root, pattern: '**/*.{md,mdx,js,jsx,ts,tsx}', negated: false },
        ...exclude
          .filter((dir) => isInside(root, dir))
          .map((base) => ({ base, pattern: '**/*', negated: true })),
      ],
    });
    return compiler.build(scanner.scan());
  } catch (error) {
    warn(`docsnav site: the pages' Tailwind classes are left unstyled: ${(error as Error).message}`);
    return '';
  }
}

/**
 * The site's Tailwind plugin: `virtual:docsnav-tailwind.css` holds the utilities the docs folder's pages use
 * (`tailwindCss`), built once per build, and again in dev when a page or snippet changes.
 */
export function docsnavTailwind({
  root,
  exclude = [],
}: {
  root: string;
  exclude?: readonly string[];
}): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'docsnav-site-tailwind',
    resolveId(id) {
      return id === TAILWIND_ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      css ??= tailwindCss(root, exclude, (message) => this.warn(message));
      return css;
    },
    configureServer(server) {
      const changed = (file: string) => {
        if (!SCANNED.test(file) || !isInside(root, file)) return;
        css = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) void server.reloadModule(module);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
    },
  };
}
