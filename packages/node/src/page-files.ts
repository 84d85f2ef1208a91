import { readFile } from 'node:fs/promises';
import type { Diagnostic, IconRef, PageMeta } from '@docsnav/core';
import type { FileIndex } from './file-index.js';
import { readFrontmatter } from './frontmatter.js';
import { pageImportDiagnostics } from './page-imports.js';
import { errorMessage, isReadText, type PathGuard, type ReadFailure, type ReadText } from './path-guard.js';

/** What was found on disk for the pages of a navigation. */
export interface PageFiles {
  /** Frontmatter per normalized page path (only pages whose file was read). */
  meta: Record<string, PageMeta>;
  /** Normalized page paths whose file exists inside the root. */
  existing: Set<string>;
  /** The file read for each page, relative to the root. */
  fileOf: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Absolute paths of the page files read. */
  files: string[];
  /** Every frontmatter `icon`, with its page file (relative to the root) and place in it. */
  icons: PageIcon[];
}

/** A frontmatter `icon` and where it is written. */
export interface PageIcon {
  icon: IconRef;
  /** The page file, relative to the docs root. */
  file: string;
  /** 1-based line and column of the icon's value in the file. */
  line: number;
  column: number;
}

/** Reads a file the index listed as a regular file reached through real folders only. */
async function readListed(abs: string, rel: string): Promise<ReadText | ReadFailure> {
  try {
    return { abs, rel, text: await readFile(abs, 'utf8') };
  } catch (error) {
    return { kind: 'unreadable', reason: errorMessage(error) };
  }
}

/** Candidate files of a page path, in the order Mintlify tries them. */
export function pageCandidates(page: string): string[] {
  if (page === '') return ['index.mdx', 'index.md'];
  return [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`];
}

/** Reads at most this many page files at once. */
const CONCURRENCY = 32;

/**
 * Finds the file of every page (`.mdx`, then `.md`, then `index.mdx`/`index.md` inside a folder of that
 * name) and reads its frontmatter. A page whose file is a symlink leaving the root is refused with a
 * diagnostic at `pointerOf(page)` in docs.json; a missing file is only left out of `existing` (the parser
 * reports it where the page is listed). With `checkImports`, each page's imports are checked too
 * (page-imports.ts).
 */
export async function readPages(
  pages: readonly string[],
  guard: PathGuard,
  pointerOf: (page: string) => string,
  listing?: FileIndex,
  checkImports = false,
): Promise<PageFiles> {
  const result: PageFiles = {
    meta: {},
    existing: new Set(),
    fileOf: new Map(),
    diagnostics: [],
    files: [],
    icons: [],
  };
  const found = new Array<{ page: string; rel: string; abs: string; text: string } | undefined>(pages.length);
  const refused: Array<{ page: string; reason: string } | undefined> = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const page = pages[index];
      if (page === undefined) continue;
      for (const candidate of pageCandidates(page)) {
        const resolved = guard.resolve(candidate);
        if (!resolved.ok) {
          refused[index] = { page, reason: resolved.reason };
          break;
        }
        const known = listing?.lookup(resolved.rel) ?? 'unknown';
        if (known === 'missing') continue;
        const read =
          known === 'file' ? await readListed(resolved.abs, resolved.rel) : await guard.read(resolved.abs);
        if (isReadText(read)) {
          found[index] = { page, rel: read.rel, abs: read.abs, text: read.text };
          break;
        }
        if (read.kind === 'outside-root') {
          refused[index] = { page, reason: read.reason };
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pages.length) }, worker));
  for (let i = 0; i < pages.length; i++) {
    const denied = refused[i];
    if (denied) {
      result.diagnostics.push({
        code: 'path-outside-root',
        severity: 'error',
        message: `Page "${denied.page}" was not read: ${denied.reason}.`,
        path: pointerOf(denied.page),
        hint: 'Pages must be files inside the docs folder.',
      });
    }
    const file = found[i];
    if (!file) continue;
    const { meta, diagnostics, iconAt } = readFrontmatter(file.text, file.rel);
    if (meta.icon !== undefined && iconAt) result.icons.push({ icon: meta.icon, file: file.rel, ...iconAt });
    Object.defineProperty(result.meta, file.page, { value: meta, enumerable: true, writable: true });
    result.existing.add(file.page);
    result.fileOf.set(file.page, file.rel);
    result.files.push(file.abs);
    result.diagnostics.push(...diagnostics);
    if (checkImports) result.diagnostics.push(...pageImportDiagnostics(file.text, file.rel, guard.root));
  }
  return result;
}
