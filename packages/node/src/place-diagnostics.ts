import type { Diagnostic } from '@docsnav/core';
import { locatePointers } from '@docsnav/core/parse';
import { splitPointer } from './pointer.js';
import type { RefMount, SourceText } from './ref-resolver.js';

/** Where a pointer of the resolved document was written: a file and a pointer inside it. */
export interface Origin {
  file: string;
  pointer: string;
}

/**
 * Maps pointers of the `$ref`-resolved document back to the file that holds them. Returns undefined for
 * a pointer inside a `$ref` that failed (its diagnostics are consequences of the `$ref` error).
 */
export function createOriginMap(rootFile: string, mounts: readonly RefMount[]) {
  const byDepth = [...mounts].sort((a, b) => b.pointer.length - a.pointer.length);
  return (pointer: string): Origin | undefined => {
    for (const mount of byDepth) {
      if (pointer !== mount.pointer && !pointer.startsWith(`${mount.pointer}/`)) continue;
      const rest = pointer.slice(mount.pointer.length);
      const first = splitPointer(rest)[0];
      if (first !== undefined && mount.siblings.has(first)) {
        return { file: mount.holder.file, pointer: mount.holder.pointer + rest };
      }
      if (mount.failed) return undefined;
      return { file: mount.file, pointer: mount.filePointer + rest };
    }
    return { file: rootFile, pointer };
  };
}

/**
 * Gives each diagnostic of the parser its file (relative to the root) and, when its file is JSON text the
 * loader read, the line and column of its pointer (or of the nearest enclosing value that exists).
 * Diagnostics caused by a failed `$ref` are dropped.
 */
export function placeDiagnostics(
  diagnostics: readonly Diagnostic[],
  origin: (pointer: string) => Origin | undefined,
): Diagnostic[] {
  const placed: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.file !== undefined) {
      placed.push(diagnostic);
      continue;
    }
    const where = origin(diagnostic.path);
    if (!where) continue;
    const out: Diagnostic = { ...diagnostic, file: where.file, path: where.pointer };
    if (where.pointer !== diagnostic.path) {
      delete out.line;
      delete out.column;
    }
    placed.push(out);
  }
  return placed;
}

/**
 * Fills `line`/`column` of diagnostics that lack them from the JSON text of their file (the position of
 * their pointer, or of the nearest enclosing value that exists), with one scan per file.
 */
export function locateDiagnostics(diagnostics: Diagnostic[], sources: ReadonlyMap<string, SourceText>): void {
  const byFile = new Map<SourceText, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    if (diagnostic.line !== undefined || diagnostic.file === undefined) continue;
    const source = sources.get(diagnostic.file);
    if (source?.format !== 'json') continue;
    const list = byFile.get(source) ?? [];
    list.push(diagnostic);
    byFile.set(source, list);
  }
  for (const [source, list] of byFile) {
    const wanted = new Set<string>();
    for (const d of list) for (const p of ancestry(d.path)) wanted.add(p);
    const found = locatePointers(source.text, wanted);
    for (const d of list) {
      const position = ancestry(d.path)
        .map((p) => found.get(p))
        .find((p) => p !== undefined);
      if (position) {
        d.line = position.line;
        d.column = position.column;
      }
    }
  }
}

/** A pointer and its ancestors, innermost first (`/a/b` → `/a/b`, `/a`, ``). */
function ancestry(pointer: string): string[] {
  const out = [pointer];
  for (let p = pointer; p !== ''; ) {
    p = p.slice(0, p.lastIndexOf('/'));
    out.push(p);
  }
  return out;
}
