import path from 'node:path';
import { folderFiles } from './folder-files.js';

const SKIP_DIRS = new Set(['node_modules']);
/** The docs root's snippet folders: Mintlify's `snippets/` ("any file in the /snippets/ folder is always a
 *  snippet") and its older `_snippets/` (`<Snippet file>`). Their files are imported by pages, never pages. */
const SNIPPET_FOLDER = /^_?snippets\//;

/**
 * Every page file of a docs folder: normalized page path (`guides/intro`, no extension) → absolute file.
 * `.mdx` wins over `.md` for the same path. Folders starting with a dot and `node_modules` are skipped, and
 * the folders of `exclude` (absolute: the build's output when it is inside the docs folder), and the root's
 * `snippets/` and `_snippets/` (snippets, as in Mintlify); no other folder name is special (`build/`,
 * `dist/` hold pages like any other). Symbolic links are not followed, so
 * nothing outside the root is listed.
 */
export function scanPages(root: string, exclude: readonly string[] = []): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of folderFiles(root, SKIP_DIRS, exclude)) {
    const match = /^(.*)\.(mdx|md)$/.exec(file);
    if (!match || SNIPPET_FOLDER.test(file)) continue;
    const key = match[1] ?? '';
    if (match[2] === 'md' && pages.has(key)) continue;
    pages.set(key, path.join(root, file));
  }
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
