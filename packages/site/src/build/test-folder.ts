import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh temporary folder holding `files` (relative path → text), for tests. Returns its path. */
export function testFolder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsnav-site-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
