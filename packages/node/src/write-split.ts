import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NavModel } from '@docsnav/core';
import { splitModel } from '@docsnav/core/split';

/** The shell file that `writeSplit` writes, relative to its folder. */
export const SHELL_FILE = 'shell.json';
/** The file mapping each scope id to its file, relative to the folder. */
export const SCOPES_FILE = 'scopes.json';
/** The folder of the scope files, relative to the folder. */
export const SCOPES_DIR = 'scopes';

/** One file written by `writeSplit`. */
export interface WrittenFile {
  /** Path relative to the output folder, with `/` separators (`scopes/3f2a9c0b1d4e.json`). */
  file: string;
  /** Size in bytes. */
  bytes: number;
}

/** What `writeSplit` wrote. */
export interface SplitFiles {
  /** The output folder, absolute. */
  dir: string;
  /** The shell (`shell.json`). */
  shell: WrittenFile;
  /** The scope map (`scopes.json`): scope id → scope file. */
  index: WrittenFile;
  /** Each scope's file, by scope id (the same ids as the shell's `scope` fields). */
  scopes: Map<string, WrittenFile>;
}

/** The name of a scope file: the first 12 hex digits of the SHA-256 of its content. */
export function scopeFileName(text: string): string {
  return `${SCOPES_DIR}/${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
}

/**
 * Writes a model split for hosts that fetch the navigation per page (`splitModel` of `@docsnav/core/split`):
 * `shell.json` (what every page needs: settings, global anchors, every division with the id of its `scope`),
 * one `scopes/<sha256-12>.json` per sidebar (named by its content, so it can be cached forever), and
 * `scopes.json` mapping each scope id to its file (relative to `outDir`). The folder is created if needed;
 * scope files of earlier runs are left in place (a page built before may still fetch them). Scopes are
 * written first and the shell last, so a reader never finds a shell naming a scope not yet written.
 * Rejects with the file system's error when a file cannot be written.
 */
export async function writeSplit(model: NavModel, outDir: string): Promise<SplitFiles> {
  const dir = path.resolve(outDir);
  const { shell, scopes } = splitModel(model);
  await mkdir(path.join(dir, SCOPES_DIR), { recursive: true });
  const written = new Map<string, WrittenFile>();
  const map: Record<string, string> = {};
  for (const [id, scope] of scopes) {
    const text = JSON.stringify(scope);
    const file = scopeFileName(text);
    written.set(id, await put(dir, file, text));
    map[id] = file;
  }
  const index = await put(dir, SCOPES_FILE, JSON.stringify(map));
  const shellFile = await put(dir, SHELL_FILE, JSON.stringify(shell));
  return { dir, shell: shellFile, index, scopes: written };
}

async function put(dir: string, file: string, text: string): Promise<WrittenFile> {
  await writeFile(path.join(dir, file), text);
  return { file, bytes: Buffer.byteLength(text) };
}
