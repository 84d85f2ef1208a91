import path from 'node:path';

/** What can be wrong in one page or snippet of a docs folder; none of it stops a build. */
export type PageProblemCode =
  /** The page's MDX does not compile (shown in place of its body). */
  | 'page-compile-error'
  /** The page's content throws while it is prerendered (its error shown in place of its body). */
  | 'page-render-error'
  /** A snippet (`.jsx`, `.tsx`, ...) does not parse; what imports it gets a placeholder. */
  | 'snippet-syntax-error'
  /** An `import` or `require` names a module the site cannot provide (a package, a missing file). */
  | 'import-unresolved'
  /** An imported name is not exported by the module (the import becomes a placeholder). */
  | 'import-missing-export'
  /** A default import of a module without a default export took the export of the same name. */
  | 'import-default-as-named'
  /** An image a page requires or imports is not in the docs folder (a broken-image placeholder). */
  | 'image-missing'
  /** A docs.json redirect without a source path or a usable destination (left out). */
  | 'redirect-invalid'
  /** docs.json `styling.codeblocks` names a theme Shiki does not have (the site's own theme is used). */
  | 'codeblocks-theme-unknown'
  /** docs.json `styling.codeblocks` is of a shape Mintlify does not read (the site's own themes are used). */
  | 'codeblocks-invalid';

/** One problem of a page or snippet, located in its file. */
export interface PageProblem {
  code: PageProblemCode;
  severity: 'error' | 'warning';
  /** File relative to the docs root, `/` separators. */
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** A part of a page that threw while it was prerendered (`entry.server.tsx`). */
export interface RenderProblem {
  /** The page's path. */
  path: string;
  message: string;
  /** The page file (relative to the docs folder) whose content threw: its HTML shows the error in place.
   *  Absent for a throw outside a page's content, left to the browser ("Loading…" in the HTML). */
  file?: string;
  /** The error's stack in the server build (render-location.ts finds the page's or snippet's line in it). */
  stack?: string;
}

/** `file:line:column  severity  code  message`, the compiler style of `docsnav check`. */
export function formatProblem(problem: PageProblem, showFile: (file: string) => string = (f) => f): string {
  const at = problem.line ? `:${problem.line}:${problem.column ?? 1}` : '';
  return `${showFile(problem.file)}${at}  ${problem.severity}  ${problem.code}  ${problem.message}`;
}

/**
 * The problems of a build's pages and snippets, recorded per compiled file: a file compiled again (the
 * client and server builds each compile it, dev recompiles it after an edit) replaces what its earlier
 * compile found. A problem may be in another file than the one compiled (a page finds that the snippet it
 * imports does not parse); the same problem found by two files counts once.
 */
export class PageProblems {
  readonly #byCompiled = new Map<string, PageProblem[]>();
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  /** Sets what compiling `file` (absolute) found, replacing what an earlier compile of it found. */
  set(file: string, problems: readonly PageProblem[]): void {
    const key = path.relative(this.#root, file).split(path.sep).join('/');
    if (problems.length) this.#byCompiled.set(key, [...problems]);
    else this.#byCompiled.delete(key);
  }

  /** Every problem once, sorted by file and position. */
  all(): PageProblem[] {
    const unique = new Map<string, PageProblem>();
    for (const list of this.#byCompiled.values())
      for (const p of list) unique.set(`${p.file}:${p.line}:${p.column}:${p.code}:${p.message}`, p);
    return [...unique.values()].sort(
      (a, b) =>
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0),
    );
  }

  /** How many files have at least one problem of `severity` (any when not given). */
  files(severity?: PageProblem['severity']): number {
    return new Set(
      this.all()
        .filter((p) => !severity || p.severity === severity)
        .map((p) => p.file),
    ).size;
  }
}

/**
 * The build's report of its pages' problems: every problem compiler style, then one summary line,
 * `docsnav site: 3 files with problems (2 with errors, 1 with warnings only): 2 errors, 1 warning`, or
 * `docsnav site: no problems in the pages`.
 */
export function problemReport(problems: PageProblems, showFile?: (file: string) => string): string {
  const all = problems.all();
  if (all.length === 0) return 'docsnav site: no problems in the pages';
  const errors = all.filter((p) => p.severity === 'error').length;
  const warnings = all.length - errors;
  const withErrors = problems.files('error');
  const files = problems.files();
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    ...all.map((p) => formatProblem(p, showFile)),
    `docsnav site: ${plural(files, 'file')} with problems (${withErrors} with errors, ${files - withErrors} with warnings only): ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`,
  ].join('\n');
}
