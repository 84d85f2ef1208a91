import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** What the index knows about a path: a regular file, certainly absent, or ask the file system. */
export type Lookup = 'file' | 'missing' | 'unknown';

/** Folders not walked (their files are still readable through the guarded path, only slower). */
const SKIPPED = (name: string) => name === 'node_modules' || name.startsWith('.');

/**
 * A listing of the regular files of a docs folder, made by walking its real folders once (symbolic links
 * are listed but never followed). It answers "is this a plain file inside the root?" without a system call
 * per page, so a site with thousands of pages loads fast. A path through a symlink or a skipped folder
 * is `unknown`: the caller then reads it with the full realpath check.
 */
export class FileIndex {
  readonly #files = new Set<string>();
  readonly #dirs = new Set<string>(['']);
  /** Entries that are neither walked folders nor regular files: symlinks, skipped folders, others. */
  readonly #others = new Set<string>();
  #complete = true;

  private constructor() {}

  /** Walks `root` (absolute). Stops listing after `maxEntries` entries (then unlisted paths are `unknown`). */
  static async build(root: string, maxEntries = 500_000): Promise<FileIndex> {
    const index = new FileIndex();
    let count = 0;
    let queue = [''];
    while (queue.length > 0 && index.#complete) {
      const next: string[] = [];
      await Promise.all(
        queue.map(async (dir) => {
          let entries: Dirent[];
          try {
            entries = await readdir(path.join(root, dir), { withFileTypes: true });
          } catch {
            index.#complete = false;
            return;
          }
          count += entries.length;
          if (count > maxEntries) index.#complete = false;
          for (const entry of entries) {
            const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory() && !SKIPPED(entry.name)) {
              index.#dirs.add(rel);
              next.push(rel);
            } else if (entry.isFile()) {
              index.#files.add(rel);
            } else {
              index.#others.add(rel);
            }
          }
        }),
      );
      queue = next;
    }
    return index;
  }

  /** What is at `rel` (relative to the root, `/`-separated, normalized). */
  lookup(rel: string): Lookup {
    if (this.#files.has(rel)) return 'file';
    if (!this.#complete) return 'unknown';
    let child = rel;
    for (;;) {
      const slash = child.lastIndexOf('/');
      const parent = slash < 0 ? '' : child.slice(0, slash);
      if (this.#dirs.has(parent)) {
        // The parent was listed: `child` is absent unless it is a symlink or a skipped folder.
        return this.#others.has(child) ? 'unknown' : 'missing';
      }
      child = parent;
    }
  }
}
