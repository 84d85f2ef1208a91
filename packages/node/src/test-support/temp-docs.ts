import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary folder for one test; `remove()` deletes it. */
export interface TempDir {
  dir: string;
  /** Writes files (relative path → content; objects are written as JSON) and returns the folder. */
  write(files: Record<string, string | object>): string;
  remove(): void;
}

/** Creates a fresh folder under the OS temp dir. */
export function tempDir(prefix = 'docsnav-node-'): TempDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    write(files) {
      for (const [rel, content] of Object.entries(files)) {
        const abs = path.join(dir, rel);
        mkdirSync(path.dirname(abs), { recursive: true });
        writeFileSync(abs, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
      }
      return dir;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
