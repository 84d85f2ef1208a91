import path from 'node:path';
import { folderFiles } from './folder-files.js';

const SKIP_DIRS = new Set(['node_modules']);

/**
 * Every page file of a docs folder: normalized page path (`guides/intro`, no extension) → absolute file.
 * `.mdx` wins over `.md` for the same path. Folders starting with a dot and `node_modules` are skipped, and
 * the folders of `exclude` (absolute: the build's output when it is inside the docs folder); no other
 * folder name is special (`build/`, `dist/` hold pages like any other). Symbolic links are not followed, so
 * nothing outside the root is listed.
 */
export function scanPages(root: string, exclude: readonly string[] = []): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of folderFiles(root, SKIP_DIRS, exclude)) {
    const match = /^(.*)\.(mdx|md)$/.exec(file);
    if (!match) continue;
    const key = match[1] ?? '';
    if (match[2] === 'md' && pages.has(key)) continue;
    pages.set(key, path.join(root, file));
  }
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
