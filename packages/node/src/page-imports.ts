import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';

/**
 * What `docsnav check` finds in a page's imports without compiling it (the demo site's build reports the
 * same codes, and compile errors): imports that resolve to nothing (Mintlify resolves `/snippets/x` from
 * the docs root, `./x` from the page), names a snippet does not export, default imports of a module that
 * only has the export of that name (Mintlify takes it), and `require('./x.png')` of a missing image.
 */

const EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.tsx', '.js', '.ts', '/index.mdx', '/index.jsx', '/index.js'];
const IMAGE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mov|pdf)$/i;
/** Modules Mintlify (and the demo site) provide to pages. */
const PROVIDED = /^react(?:-dom)?(?:\/.*)?$/;
const IMPORT = /^import\s+([\w$\s{},*]*?)\s*from\s*(['"])([^'"\n]+)\2|^import\s*(['"])([^'"\n]+)\4/gm;
const REQUIRE = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The page text with fenced code blocks (at any indent: inside JSX too) and inline code spans blanked, same
 *  length and lines: imports and `require` there are examples, not code. */
function withoutCode(text: string): string {
  const blank = (block: string) => block.replace(/[^\n]/g, ' ');
  return text
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\2[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/`[^`\n]+`/g, blank);
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The file a page's import names, Mintlify's way; `provided` for React; undefined when there is none. */
export function resolvePageImport(
  specifier: string,
  page: string,
  root: string,
): string | 'provided' | undefined {
  if (PROVIDED.test(specifier)) return 'provided';
  let base: string;
  if (specifier.startsWith('/')) base = path.join(root, specifier);
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.resolve(path.dirname(path.join(root, page)), specifier);
  else return undefined;
  const rel = path.relative(root, base);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  return undefined;
}

/** The names a module's text exports (`default` included), or undefined when it re-exports a whole module. */
function exportedNames(text: string, mdx: boolean): Set<string> | undefined {
  if (/^\s*export\s*\*\s*from/m.test(text)) return undefined;
  const names = new Set<string>(mdx ? ['default'] : []);
  if (/\bexport\s+default\b/.test(text)) names.add('default');
  for (const m of text.matchAll(
    /\bexport\s+(?:const|let|var|async\s+function\*?|function\*?|class)\s+([\w$]+)/g,
  ))
    names.add(m[1] as string);
  for (const m of text.matchAll(/\bexport\s*\{([^}]*)\}/g))
    for (const part of (m[1] ?? '').split(',')) {
      const name = (part.split(/\s+as\s+/)[1] ?? part).trim();
      if (name) names.add(name);
    }
  return names;
}

/** The names an import clause asks for: local → imported (`default`, or the exported name). */
function importedNames(clause: string): Map<string, string> {
  const asked = new Map<string, string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  for (const part of outside.split(',')) {
    const name = part.trim();
    if (name && !name.startsWith('*')) asked.set(name, 'default');
  }
  for (const part of (braces?.[1] ?? '').split(',')) {
    const [imported, local] = part.split(/\s+as\s+/).map((s) => s.trim());
    if (imported) asked.set(local || imported, imported);
  }
  return asked;
}

/** The import and image problems of one page (`rel`: its file relative to `root`). */
export function pageImportDiagnostics(text: string, rel: string, root: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const code = withoutCode(text);
  const at = (offset: number) => ({ path: '', file: rel, ...lineColumn(text, offset) });
  for (const m of code.matchAll(IMPORT)) {
    const specifier = (m[3] ?? m[5]) as string;
    const offset = (m.index ?? 0) + m[0].lastIndexOf(specifier);
    const resolved = resolvePageImport(specifier, rel, root);
    if (resolved === 'provided') continue;
    if (resolved === undefined) {
      const image = IMAGE.test(specifier);
      out.push({
        code: image ? 'image-missing' : 'import-unresolved',
        severity: image ? 'warning' : 'error',
        message: image
          ? `Image not found: ${specifier} (the site shows a broken-image picture).`
          : `Cannot resolve "${specifier}": no such file in the docs folder, and not a module the site provides.`,
        hint: 'Mintlify resolves "/snippets/x" from the docs folder and "./x" from the page.',
        ...at(offset),
      });
      continue;
    }
    if (IMAGE.test(resolved) || m[1] === undefined) continue;
    const exported = exportedNames(readFileSync(resolved, 'utf8'), /\.mdx?$/.test(resolved));
    if (!exported) continue;
    for (const [local, imported] of importedNames(m[1])) {
      if (exported.has(imported)) continue;
      if (imported === 'default' && exported.has(local)) {
        out.push({
          code: 'import-default-as-named',
          severity: 'warning',
          message: `${specifier} has no default export: "${local}" is its export of that name (Mintlify takes it).`,
          hint: `Write import { ${local} } from '${specifier}'.`,
          ...at(offset),
        });
        continue;
      }
      out.push({
        code: 'import-missing-export',
        severity: 'error',
        message: `"${imported}" is not exported by ${specifier} (it exports ${[...exported].join(', ') || 'nothing'}).`,
        ...at(offset),
      });
    }
  }
  for (const m of code.matchAll(REQUIRE)) {
    const specifier = m[2] as string;
    if (resolvePageImport(specifier, rel, root) !== undefined) continue;
    const image = IMAGE.test(specifier);
    out.push({
      code: image ? 'image-missing' : 'import-unresolved',
      severity: image ? 'warning' : 'error',
      message: image
        ? `Image not found: require("${specifier}") (the site shows a broken-image picture).`
        : `Cannot resolve require("${specifier}").`,
      ...at((m.index ?? 0) + m[0].indexOf(specifier)),
    });
  }
  return out;
}
