import type { Diagnostic } from '@docsnav/core';

/** Lines of context shown above and below the line of a diagnostic. */
const CONTEXT = 2;
/** Longer source lines are cut around the column. */
const MAX_LINE = 160;

/** How file names are shown: as given (relative to the docs root), or e.g. relative to the working folder. */
export type ShowFile = (file: string) => string;

/** `docs.json:12:7` (or just the file when the position is unknown). */
export function diagnosticLocation(diagnostic: Diagnostic, showFile: ShowFile = (f) => f): string {
  const file = showFile(diagnostic.file ?? 'docs.json');
  if (diagnostic.line === undefined) return file;
  return `${file}:${diagnostic.line}:${diagnostic.column ?? 1}`;
}

/**
 * One diagnostic, compiler style: `docs.json:12:7  error  missing-label  <message>`, then a code frame
 * when the source text is given and the diagnostic has a line, then the hint and the JSON pointer.
 */
export function formatDiagnostic(diagnostic: Diagnostic, source?: string, showFile?: ShowFile): string {
  const head = `${diagnosticLocation(diagnostic, showFile)}  ${diagnostic.severity}  ${diagnostic.code}  ${diagnostic.message}`;
  const lines = [head];
  if (source !== undefined && diagnostic.line !== undefined) {
    const frame = codeFrame(source, diagnostic.line, diagnostic.column ?? 1);
    if (frame) lines.push(frame);
  }
  if (diagnostic.path) lines.push(`  at ${diagnostic.path}`);
  if (diagnostic.hint) lines.push(`  hint: ${diagnostic.hint}`);
  return lines.join('\n');
}

/**
 * Every diagnostic, sorted by file and position, separated by blank lines, then a summary line.
 * `readSource(file)` gives the text of a file for the code frames (or undefined); `showFile` how its name
 * is printed.
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  readSource: (file: string) => string | undefined = () => undefined,
  showFile?: ShowFile,
): string {
  const blocks = sortDiagnostics(diagnostics).map((d) =>
    formatDiagnostic(d, readSource(d.file ?? 'docs.json'), showFile),
  );
  blocks.push(summarize(diagnostics));
  return blocks.join('\n\n');
}

/** `2 errors, 1 warning, 0 infos` (or `no problems`). */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const counts: Record<Diagnostic['severity'], number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  if (diagnostics.length === 0) return 'no problems';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [plural(counts.error, 'error'), plural(counts.warning, 'warning'), plural(counts.info, 'info')].join(
    ', ',
  );
}

/** Diagnostics by file (docs.json first), then line and column; those without a position last in their file. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const fileRank = (d: Diagnostic) => (d.file === undefined || d.file === 'docs.json' ? '' : d.file);
  return diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const fa = fileRank(a.d);
      const fb = fileRank(b.d);
      if (fa !== fb) return fa < fb ? -1 : 1;
      const la = a.d.line ?? Number.MAX_SAFE_INTEGER;
      const lb = b.d.line ?? Number.MAX_SAFE_INTEGER;
      if (la !== lb) return la - lb;
      const ca = a.d.column ?? 0;
      const cb = b.d.column ?? 0;
      return ca !== cb ? ca - cb : a.i - b.i;
    })
    .map(({ d }) => d);
}

/** The lines around `line` with a gutter and a caret under `column` (1-based). */
export function codeFrame(source: string, line: number, column: number): string | undefined {
  const all = source.split(/\r?\n/);
  if (line < 1 || line > all.length) return undefined;
  const first = Math.max(1, line - CONTEXT);
  const last = Math.min(all.length, line + CONTEXT);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const { text, caretAt } = clip(all[n - 1] ?? '', n === line ? column : 1);
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line) {
      const lead = text.slice(0, caretAt).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${lead}^`);
    }
  }
  return out.join('\n');
}

function clip(text: string, column: number): { text: string; caretAt: number } {
  const caret = Math.max(0, Math.min(column - 1, text.length));
  if (text.length <= MAX_LINE) return { text, caretAt: caret };
  const start = Math.max(0, caret - 60);
  const end = Math.min(text.length, start + MAX_LINE);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  return { text: prefix + text.slice(start, end) + suffix, caretAt: caret - start + prefix.length };
}
