import { statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.tsx', '.js', '.ts', '/index.mdx', '/index.jsx', '/index.js'];

/** Modules a page may import from the site itself (its JSX runtime). */
const SITE_MODULES = /^react(?:-dom)?(?:\/.*)?$/;

/** True when `file` is an existing file (not a folder). */
export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** True when `file` is `root` or inside it. */
export function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Resolves an `import` of a docs page the way Mintlify does: `/snippets/x.mdx` from the docs root,
 * `./x` and `../x` from the importing file, with the usual extensions tried. Returns the absolute file,
 * the specifier itself for React, or null when the module is not available (a package the site does not
 * ship, a missing file, or a path that leaves the docs root).
 */
export function resolveDocsImport(specifier: string, importer: string, root: string): string | null {
  if (SITE_MODULES.test(specifier)) return specifier;
  let base: string;
  if (specifier.startsWith('/')) base = path.join(root, specifier);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(importer), specifier);
  } else return null;
  const clean = base.split('?')[0] ?? base;
  if (!isInside(root, clean)) return null;
  for (const ext of EXTENSIONS) if (isFile(clean + ext)) return clean + ext;
  return null;
}
