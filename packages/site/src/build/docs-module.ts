/**
 * Mintlify's conventions for the modules of a docs folder, applied to a page's compiled code or a snippet's
 * source before the bundler sees it, so that one module's problem never stops a build:
 * - imports resolve as Mintlify resolves them (`/snippets/x` from the docs root, `./x` from the file);
 * - an import the site cannot provide, a name the module does not export, or a snippet that does not parse
 *   becomes a labelled placeholder (an image: a broken-image picture) and a located problem;
 * - a default import of a module with only named exports takes the export of the same name (a warning);
 * - `require('./x.png')` is the image's URL (a broken-image picture when it is missing);
 * - React's hooks (`useState`, `useEffect`, ...) and `React` are in scope without an import.
 */
import MagicString, { type SourceMap } from 'magic-string';
import { analyze } from 'periscopic';
import { type ESTree, parseSync } from 'vite';
import { brokenImage } from '../mdx/missing-import.js';
import { lineColumn, type ModuleExports, moduleExports, scriptLang } from './module-exports.js';
import type { PageProblem } from './page-diagnostics.js';
import { isFile, isInside, resolveDocsImport } from './resolve-import.js';
import { STATIC_FILE } from './static-files.js';

/** The names Mintlify puts in scope for MDX and snippets: React's hooks, and `React` itself. */
export const REACT_GLOBALS = [
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useMemo',
  'useCallback',
  'useRef',
  'useContext',
  'useReducer',
  'useId',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useOptimistic',
  'useActionState',
] as const;

/** Local name of the placeholder factory in a rewritten module. */
const FACTORY = '__docsnavSite';
/** Local name prefix of a `require`d module's import. */
const REQUIRED = '__docsnavRequired';

/** Options of {@link fixDocsModule}. */
export interface DocsModuleOptions {
  /** Absolute file of the module (imports resolve from it). */
  file: string;
  /** Absolute docs root: imports never leave it. */
  root: string;
  /** Module exporting `missingImport(source, name, reason?)`. */
  missingModule: string;
  /** `snippet`: a script of the docs folder, every import resolved here. `page`: a compiled MDX page whose
   *  imports the compile step already resolved (absolute files, or the site's own modules). */
  kind: 'snippet' | 'page';
  /** The text the author wrote (the MDX of a page), to locate problems in; the code itself for a snippet. */
  source?: string;
  /** A page's resolved files → the specifier the author wrote (shown and located instead of the file). */
  written?: ReadonlyMap<string, string>;
}

/** The rewritten module and its problems. */
export interface FixedModule {
  code: string;
  problems: PageProblem[];
  /** How `code` maps to the code given (absent when it is unchanged, or is a placeholder module). */
  map?: SourceMap;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const quote = JSON.stringify;

function isImage(specifier: string): boolean {
  return STATIC_FILE.test(specifier.split(/[?#]/)[0] ?? specifier);
}

/** `specifier` as it is quoted in `source` (`'x'` or `"x"`), to find where it was written. */
function quoted(source: string, specifier: string): string {
  for (const q of ["'", '"', '`']) if (source.includes(`${q}${specifier}${q}`)) return `${q}${specifier}${q}`;
  return specifier;
}

/** Where the module is, as the caller resolves it: a file, the site's own module, or nothing. */
function resolve(specifier: string, options: DocsModuleOptions): string | null {
  const inRoot = specifier.startsWith('/') && isInside(options.root, specifier);
  // A page's other imports are the site's own modules (runtime, provider, icons) the compile step put there.
  if (options.kind === 'page' && !inRoot) return specifier;
  // An absolute file of the docs folder (what the compile step writes) stays as it is.
  if (inRoot && isFile(specifier)) return specifier;
  return resolveDocsImport(specifier, options.file, options.root);
}

/** A placeholder's initializer: an image's broken-image picture, or a labelled component. */
function placeholderValue(specifier: string, name: string, reason?: string): string {
  if (isImage(specifier) && (name === 'default' || name === '*')) return quote(brokenImage(specifier));
  return `${FACTORY}.missingImport(${quote(specifier)}, ${quote(name)}${reason ? `, ${quote(reason)}` : ''})`;
}

/**
 * Rewrites a page's compiled code or a snippet's source (see the file comment). Never throws: a snippet
 * that does not parse becomes a module whose default export shows the error.
 */
export function fixDocsModule(code: string, options: DocsModuleOptions): FixedModule {
  const problems: PageProblem[] = [];
  const source = options.source ?? code;
  const relative = options.file.slice(options.root.length + 1);
  const lang = options.kind === 'page' ? 'js' : scriptLang(options.file);
  // Where a problem is: the offset in the code for a snippet; for a page, the specifier found in its MDX.
  // (A quoted specifier is located at its first character, after the quote.)
  const skipQuote = (text: string, offset: number) => offset + (/['"`]/.test(text[offset] ?? '') ? 1 : 0);
  const at = (offset: number, needle?: string) => {
    if (options.kind === 'snippet') return lineColumn(code, skipQuote(code, offset));
    const found = needle ? source.indexOf(needle) : -1;
    return found >= 0 ? lineColumn(source, skipQuote(source, found)) : {};
  };
  const problem = (p: Omit<PageProblem, 'file'>) => problems.push({ file: relative, ...p });

  const parsed = parseSync(options.file, code, { lang, sourceType: 'module' });
  const syntax = parsed.errors[0];
  if (syntax) {
    const offset = syntax.labels[0]?.start ?? 0;
    problem({
      code: 'snippet-syntax-error',
      severity: 'error',
      message: syntax.message,
      ...lineColumn(code, offset),
    });
    const reason = `${relative} does not parse: ${syntax.message}`;
    return {
      code: `import * as ${FACTORY} from ${quote(options.missingModule)};\nexport default ${FACTORY}.missingImport(${quote(relative)}, "default", ${quote(reason)});\n`,
      problems,
    };
  }

  const edits: Edit[] = [];
  let needsFactory = false;
  const required = new Map<string, string>();
  const head: string[] = [];

  // Imports: resolved, checked against the target's exports, or replaced by placeholders.
  for (const statement of parsed.module.staticImports) {
    const request = statement.moduleRequest.value;
    const resolved = resolve(request, options);
    // What the author wrote: the page's import before the compile step resolved it.
    const specifier = options.written?.get(request) ?? request;
    const place = at(statement.moduleRequest.start, quoted(source, specifier));
    const target: ModuleExports | undefined =
      resolved && isInside(options.root, resolved) ? moduleExports(resolved) : undefined;
    const kept: string[] = [];
    const consts: string[] = [];
    let renamed = false;
    let brokenTarget: string | undefined;
    let namespace: string | undefined;
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const local = entry.localName.value;
      const kind = entry.importName.kind;
      const name =
        kind === 'Default' ? 'default' : kind === 'NamespaceObject' ? '*' : (entry.importName.name ?? local);
      if (!resolved) {
        consts.push(`${local} = ${placeholderValue(specifier, name)}`);
        continue;
      }
      if (target?.kind === 'broken') {
        brokenTarget = resolved;
        consts.push(
          `${local} = ${placeholderValue(specifier, name, `${specifier} does not parse: ${target.message}`)}`,
        );
        continue;
      }
      if (name === '*') {
        namespace = local;
        continue;
      }
      if (target?.kind === 'names' && !target.names.has(name)) {
        if (name === 'default' && target.names.has(local)) {
          problem({
            code: 'import-default-as-named',
            severity: 'warning',
            message: `${specifier} has no default export: "${local}" is its export of that name`,
            ...place,
          });
          kept.push(local);
          renamed = true;
          continue;
        }
        problem({
          code: 'import-missing-export',
          severity: 'error',
          message: `"${name}" is not exported by ${specifier} (it exports ${[...target.names].join(', ') || 'nothing'})`,
          ...place,
        });
        consts.push(
          `${local} = ${placeholderValue(specifier, name, `"${name}" is not exported by ${specifier}`)}`,
        );
        continue;
      }
      kept.push(name === local ? local : `${name === 'default' ? 'default' : quote(name)} as ${local}`);
    }
    if (!resolved) {
      problem({
        code: isImage(specifier) ? 'image-missing' : 'import-unresolved',
        severity: isImage(specifier) ? 'warning' : 'error',
        message: isImage(specifier)
          ? `image not found: ${specifier} (a broken-image picture is shown)`
          : `cannot resolve "${specifier}": not a file of the docs folder nor a module the site provides`,
        ...place,
      });
    }
    if (brokenTarget && target?.kind === 'broken') {
      // The snippet's own problem, reported at its place (it is never compiled: nothing imports it now).
      problems.push({
        file: brokenTarget.slice(options.root.length + 1),
        code: 'snippet-syntax-error',
        severity: 'error',
        message: target.message,
        ...(target.line ? { line: target.line, column: target.column ?? 1 } : {}),
      });
    }
    if (resolved === request && !consts.length && !renamed) continue;
    if (consts.length) needsFactory = true;
    const parts: string[] = [];
    if (resolved && namespace) parts.push(`import * as ${namespace} from ${quote(resolved)};`);
    if (resolved && (kept.length || (!namespace && statement.entries.length === 0)))
      parts.push(
        kept.length ? `import { ${kept.join(', ')} } from ${quote(resolved)};` : `import ${quote(resolved)};`,
      );
    if (consts.length) parts.push(`const ${consts.join(', ')};`);
    edits.push({ start: statement.start, end: statement.end, text: parts.join(' ') });
  }

  // Re-exports from other modules: resolved, or dropped when there is nothing to export.
  for (const statement of parsed.module.staticExports) {
    const request = statement.entries[0]?.moduleRequest;
    if (!request) continue;
    const resolved = resolve(request.value, options);
    if (resolved === request.value) continue;
    if (resolved) {
      edits.push({ start: request.start, end: request.end, text: quote(resolved) });
      continue;
    }
    problem({
      code: 'import-unresolved',
      severity: 'error',
      message: `cannot resolve "${request.value}" (its re-export is left out)`,
      ...at(request.start, quoted(source, request.value)),
    });
    edits.push({ start: statement.start, end: statement.end, text: '' });
  }

  // Free names: `require(...)` and React's hooks.
  let globals: ReadonlySet<string> = new Set();
  const mayUse = code.includes('require(') || /\b(?:use[A-Z]\w*|React)\b/.test(code);
  if (mayUse) {
    try {
      const scope = analyze(parsed.program as Parameters<typeof analyze>[0]);
      globals = new Set([...scope.globals.keys()].filter((g) => !scope.scope.declarations.has(g)));
      // `<React.Fragment>` reads React too (JSX names are no identifiers to periscopic).
      if (/<React\./.test(code) && !scope.scope.declarations.has('React'))
        globals = new Set([...globals, 'React']);
    } catch {
      // an AST periscopic does not know: nothing is added
    }
  }
  if (globals.has('require')) {
    for (const call of requireCalls(parsed.program)) {
      const specifier = call.argument;
      const resolved = resolve(specifier, options);
      if (resolved && isInside(options.root, resolved)) {
        let local = required.get(resolved);
        if (!local) {
          local = `${REQUIRED}${required.size}`;
          required.set(resolved, local);
          head.push(
            isImage(resolved)
              ? `import ${local} from ${quote(resolved)};`
              : `import * as ${local} from ${quote(resolved)};`,
          );
        }
        edits.push({ start: call.start, end: call.end, text: local });
        continue;
      }
      needsFactory = true;
      const image = isImage(specifier);
      problem({
        code: image ? 'image-missing' : 'import-unresolved',
        severity: image ? 'warning' : 'error',
        message: image
          ? `image not found: require(${quote(specifier)}) (a broken-image picture is shown)`
          : `cannot resolve require(${quote(specifier)})`,
        ...at(call.start + 'require('.length, quoted(source, specifier)),
      });
      edits.push({ start: call.start, end: call.end, text: `(${placeholderValue(specifier, 'default')})` });
    }
  }
  const hooks = REACT_GLOBALS.filter((name) => globals.has(name));
  if (hooks.length) head.push(`import { ${hooks.join(', ')} } from "react";`);
  if (globals.has('React')) head.push('import * as React from "react";');
  if (needsFactory) head.push(`import * as ${FACTORY} from ${quote(options.missingModule)};`);

  if (!edits.length && !head.length) return { code, problems };
  // Edited with a source map, so that a throw in the page or snippet is located in its file.
  const out = new MagicString(code);
  for (const edit of edits) {
    if (edit.end === edit.start) out.appendLeft(edit.start, edit.text);
    else if (edit.text) out.overwrite(edit.start, edit.end, edit.text);
    else out.remove(edit.start, edit.end);
  }
  if (head.length) out.prepend(`${head.join('\n')}\n`);
  return {
    code: out.toString(),
    problems,
    map: out.generateMap({ source: options.file, hires: 'boundary' }),
  };
}

/** `require('literal')` calls of a program: where they are and what they name. */
function requireCalls(program: ESTree.Program): { start: number; end: number; argument: string }[] {
  const calls: { start: number; end: number; argument: string }[] = [];
  const stack: unknown[] = [program];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    const n = node as { type?: string; callee?: { type?: string; name?: string }; arguments?: unknown[] };
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'Identifier' &&
      n.callee.name === 'require' &&
      n.arguments?.length === 1
    ) {
      const arg = n.arguments[0] as { type?: string; value?: unknown };
      if (arg.type === 'Literal' && typeof arg.value === 'string') {
        const { start, end } = node as { start: number; end: number };
        calls.push({ start, end, argument: arg.value });
        continue;
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'parent' && value && typeof value === 'object') stack.push(value);
  }
  return calls;
}
