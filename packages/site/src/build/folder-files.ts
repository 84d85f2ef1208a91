import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below `root`, relative to it with `/` separators, in no particular order. Entries whose name
 * starts with a dot, folders named in `skipDirs` and the folders at the absolute paths of `exclude` are
 * skipped; symbolic links are not followed (only real files and folders), so nothing outside the root is
 * listed. Unreadable folders are passed over.
 */
export function folderFiles(
  root: string,
  skipDirs: ReadonlySet<string>,
  exclude: readonly string[] = [],
): string[] {
  const excluded = new Set(exclude.map((p) => path.resolve(p)));
  const out: string[] = [];
  const stack = [root];
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipDirs.has(entry.name) && !excluded.has(full)) stack.push(full);
      } else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return out;
}
