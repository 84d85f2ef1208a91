import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { STATIC_FILE } from './static-files.js';

/** What a module of the docs folder exports, as far as an importer needs to know. */
export type ModuleExports =
  /** The names it exports (`default` included when it has a default export). */
  | { kind: 'names'; names: ReadonlySet<string> }
  /** It re-exports another module whole (`export * from`), or is of a type the site does not check. */
  | { kind: 'unknown' }
  /** It does not parse: every import from it is a placeholder carrying this message. */
  | { kind: 'broken'; message: string; line?: number; column?: number };

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const MDX_EXPORT_DECLARATION =
  /^export\s+(?:const|let|var|function\*?|async\s+function\*?|class)\s+([A-Za-z_$][\w$]*)/gm;
const MDX_EXPORT_LIST = /^export\s*\{([^}]*)\}/gm;

/** The `lang` oxc parses a script file with. */
export function scriptLang(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.tsx') return 'tsx';
  if (ext === '.ts' || ext === '.mts' || ext === '.cts') return 'ts';
  // `.js` snippets of Mintlify sites hold JSX as often as not.
  return 'jsx';
}

/** A 1-based line and column of a UTF-16 offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The exports of a script's source text (oxc's module record). */
export function scriptExports(file: string, text: string): ModuleExports {
  const parsed = parseSync(file, text, { lang: scriptLang(file), sourceType: 'module' });
  const first = parsed.errors[0];
  if (first) {
    const at = first.labels[0]?.start;
    return { kind: 'broken', message: first.message, ...(at === undefined ? {} : lineColumn(text, at)) };
  }
  const names = new Set<string>();
  for (const statement of parsed.module.staticExports)
    for (const entry of statement.entries) {
      if (entry.exportName.kind === 'Default') names.add('default');
      else if (entry.exportName.kind === 'Name' && entry.exportName.name) names.add(entry.exportName.name);
      else if (entry.importName.kind === 'AllButDefault') return { kind: 'unknown' };
    }
  return { kind: 'names', names };
}

/**
 * The exports of an MDX or Markdown file: `default` (its content) and the names of its top-level
 * `export const|function|class` and `export { … }` statements, read from the text (a page is compiled
 * later; this needs no compile).
 */
export function mdxExports(text: string): ModuleExports {
  const names = new Set<string>(['default']);
  for (const match of text.matchAll(MDX_EXPORT_DECLARATION)) names.add(match[1] as string);
  for (const match of text.matchAll(MDX_EXPORT_LIST))
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1] ?? part.trim();
      if (name) names.add(name.trim());
    }
  if (/^export\s*\*/m.test(text)) return { kind: 'unknown' };
  return { kind: 'names', names };
}

const cache = new Map<string, { mtime: number; exports: ModuleExports }>();

/**
 * What the file `file` exports (cached by modification time): scripts are parsed, MDX and Markdown read,
 * images and other static files export their URL as default; anything else is `unknown`.
 */
export function moduleExports(file: string): ModuleExports {
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return { kind: 'unknown' };
  }
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.exports;
  let exports: ModuleExports = { kind: 'unknown' };
  if (STATIC_FILE.test(file)) exports = { kind: 'names', names: new Set(['default']) };
  else if (/\.mdx?$/i.test(file)) exports = mdxExports(readFileSync(file, 'utf8'));
  else if (SCRIPT.test(file)) exports = scriptExports(file, readFileSync(file, 'utf8'));
  cache.set(file, { mtime, exports });
  return exports;
}
