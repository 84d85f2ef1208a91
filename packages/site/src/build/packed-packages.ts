import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The folder the site takes `@docsnav/*` from when `DOCSNAV_PACKAGES` is set: a folder where the packed
 * packages (`pnpm pack` tarballs) are installed, as a host installs them (`scripts/site-packed.mjs` makes
 * it). Unset (the default, `pnpm dev`): the workspace sources.
 */
export function packagesFolder(): string | undefined {
  const dir = process.env.DOCSNAV_PACKAGES?.trim();
  return dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), dir) : undefined;
}

/** Resolves every `@docsnav/*` import as if it were written in `dir`: the installed packages, through the
 *  `exports` of their package.json, exactly as a host's bundler resolves them. */
export function packedPackages(dir: string): Plugin {
  const importer = path.join(dir, 'package.json');
  return {
    name: 'docsnav-site-packed-packages',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!id.startsWith('@docsnav/')) return null;
      return this.resolve(id, importer, { ...options, skipSelf: true });
    },
  };
}

/** Imports an installed package's entry (`@docsnav/node`, `./vite`) in Node, by its `exports`. */
export async function importPacked<T>(dir: string, name: string, subpath = '.'): Promise<T> {
  const root = path.join(dir, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import?: string; default?: string }>;
  };
  const entry = manifest.exports[subpath];
  const file = typeof entry === 'string' ? entry : (entry?.import ?? entry?.default);
  if (!file) throw new Error(`${name} has no export ${subpath}`);
  return (await import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href)) as T;
}
