import { readdirSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'build']);

/**
 * Every page file of a docs folder: normalized page path (`guides/intro`, no extension) → absolute file.
 * `.mdx` wins over `.md` for the same path. Folders starting with a dot and `node_modules` are skipped;
 * symbolic links are not followed, so nothing outside the root is listed.
 */
export function scanPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const stack = [root];
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) stack.push(full);
        continue;
      }
      const match = /^(.*)\.(mdx|md)$/.exec(entry.name);
      if (!entry.isFile() || !match) continue;
      const key = path
        .relative(root, path.join(dir, match[1] ?? ''))
        .split(path.sep)
        .join('/');
      if (match[2] === 'md' && pages.has(key)) continue;
      pages.set(key, full);
    }
  }
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
