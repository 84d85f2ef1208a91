import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';
import { parseDocs, parseJsonText } from '@docsnav/core/parse';
import { listPages } from '../list-pages.js';
import { DOCS_JSON } from '../load-docs.js';
import { isReadText, PathGuard } from '../path-guard.js';
import { locateDiagnostics } from '../place-diagnostics.js';
import { convertMintJson } from './convert-mint-json.js';
import { MINT_JSON, readMintJson } from './load-mint-json.js';

/** Where `docsnav upgrade` writes, and how paths are shown. */
export interface UpgradeIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Shows a file of the docs folder as the user can open it (relative to the working folder). */
  show: (file: string) => string;
}

/** What `docsnav upgrade --format json` prints. */
export interface UpgradeReport {
  written: string;
  pages: number;
  unconverted: { path: string; line: number | null; column: number | null; message: string }[];
}

/**
 * `docsnav upgrade [dir]`: writes the docs.json that the conversion of dir/mint.json gives (two-space
 * indented, keys in docs.json's usual order), never over an existing docs.json without `force`, and
 * prints what could not be converted. Returns the exit status: 0 written, 1 nothing written.
 */
export async function runUpgrade(
  dir: string,
  force: boolean,
  format: 'text' | 'json',
  io: UpgradeIo,
): Promise<number> {
  const guard = new PathGuard(dir);
  const mint = await readMintJson(guard);
  if (!mint) {
    io.stderr(`docsnav: there is no readable ${MINT_JSON} in ${dir}; nothing to upgrade.\n`);
    return 1;
  }
  const json = parseJsonText(mint.text);
  if (!json.ok) {
    io.stderr(
      `${io.show(MINT_JSON)}:${json.line}:${json.column}  error  invalid-json  ${MINT_JSON} is not valid JSON (${json.message}); nothing written.\n`,
    );
    return 1;
  }
  const target = path.join(guard.root, DOCS_JSON);
  const existing = await guard.read(target);
  const missing = !isReadText(existing) && existing.kind === 'missing';
  if (!missing && !isReadText(existing) && existing.kind === 'outside-root') {
    // A docs.json that links out of the root is never written through, --force or not.
    io.stderr(`docsnav: ${io.show(DOCS_JSON)}: ${existing.reason}; nothing written.\n`);
    return 1;
  }
  if (!missing && !force) {
    io.stderr(
      `docsnav: ${io.show(DOCS_JSON)} already exists; nothing written. Use --force to overwrite it.\n`,
    );
    return 1;
  }

  const conversion = convertMintJson(json.value);
  try {
    await writeFile(target, `${JSON.stringify(conversion.docs, null, 2)}\n`);
  } catch (error) {
    io.stderr(`docsnav: cannot write ${target}: ${error instanceof Error ? error.message : error}\n`);
    return 1;
  }
  const notes: Diagnostic[] = conversion.unconverted.map((u) => ({
    code: 'mint-json-unconverted',
    severity: 'info',
    message: u.message,
    path: u.pointer,
    file: MINT_JSON,
  }));
  locateDiagnostics(notes, new Map([[MINT_JSON, mint]]));
  const pages = listPages(parseDocs(conversion.docs).model).length;
  if (format === 'json') {
    const report: UpgradeReport = {
      written: DOCS_JSON,
      pages,
      unconverted: notes.map((d) => ({
        path: d.path,
        line: d.line ?? null,
        column: d.column ?? null,
        message: d.message,
      })),
    };
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `wrote ${io.show(DOCS_JSON)} from ${io.show(MINT_JSON)}: ${pages} page${pages === 1 ? '' : 's'}`,
  ];
  if (notes.length > 0) lines.push(`not converted (${notes.length}):`);
  for (const d of notes) lines.push(`  ${io.show(MINT_JSON)}:${d.line ?? 1}:${d.column ?? 1}  ${d.message}`);
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
