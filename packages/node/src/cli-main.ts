import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Diagnostic } from '@docsnav/core';
import { formatDiagnostics, sortDiagnostics } from './format-diagnostics.js';
import { formatPageTable, listPages } from './list-pages.js';
import { type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
import { runUpgrade } from './mint-json/upgrade-command.js';
import { isInside } from './path-guard.js';
import { writeSplit } from './write-split.js';

/** Where the CLI writes and the folder relative paths start from. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/** Exit codes: 0 fine, 1 problems found (or the docs could not be loaded), 2 bad usage. */
export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export const USAGE = `Usage: docsnav <command> [dir] [options]

Commands:
  check [dir]     Report every problem of the docs in dir (default: .), compiler style
  pages [dir]     List every page of the navigation in navigation order
  split [dir]     Write the navigation split per sidebar as JSON files (--out <dir>)
  upgrade [dir]   Write the docs.json that dir/mint.json converts to (--force to overwrite one)

Run "docsnav <command> --help" for the options of a command.`;

const COMMON_OPTIONS = `  --format text|json     Output format (default: text)
  --allow-remote-specs   Fetch OpenAPI specs given as http(s) URLs
  --base-path <path>     Prefix of every href (e.g. /docs)
  -h, --help             Show this help`;

const HELP: Record<Command, string> = {
  check: `Usage: docsnav check [dir] [options]

Loads docs.json in dir (default: .; mint.json when there is no docs.json) with its $ref files, page
frontmatter, page imports and OpenAPI specs, and prints every diagnostic as "file:line:column  severity  code
message" with a code frame.
Exit status: 0 without errors, 1 with errors (with --strict, also with warnings), 2 on bad usage.

Options:
  --strict               Exit 1 on warnings too
${COMMON_OPTIONS}`,
  pages: `Usage: docsnav pages [dir] [options]

Lists every page of the navigation in dir (default: .) in navigation order: href, title, the trail of
divisions and groups above it, and whether it is hidden. JSON gives also the divisions and the source.
Exit status: 0, or 1 when docs.json cannot be loaded, 2 on bad usage.

Options:
${COMMON_OPTIONS}`,
  split: `Usage: docsnav split [dir] --out <dir> [options]

Writes the navigation of the docs in dir (default: .) split for hosts that fetch it per page: shell.json
(settings, global anchors, every division), one scopes/<hash>.json per sidebar (its groups and pages, named
by a hash of the content) and scopes.json (scope id → file). Prints what it wrote.
Exit status: 0, or 1 when docs.json cannot be loaded or a file cannot be written, 2 on bad usage.

Options:
  --out <dir>            Folder to write to (created if needed; required)
${COMMON_OPTIONS}`,
  upgrade: `Usage: docsnav upgrade [dir] [options]

Converts mint.json in dir (default: .), Mintlify's former configuration, into docs.json by the rules of
Mintlify's own upgrade, writes it next to it (two-space indented, stable key order) and prints what could
not be converted, each with its place in mint.json.
Exit status: 0 written, 1 nothing written (no mint.json, mint.json not JSON, or docs.json exists without
--force), 2 on bad usage.

Options:
  --force                Overwrite an existing docs.json
  --format text|json     Output format (default: text)
  -h, --help             Show this help`,
};

type Command = 'check' | 'pages' | 'split' | 'upgrade';
const COMMANDS: readonly Command[] = ['check', 'pages', 'split', 'upgrade'];
const isCommand = (name: string): name is Command => (COMMANDS as readonly string[]).includes(name);

/** Runs the `docsnav` command line; returns the exit code. Never throws for bad arguments or bad docs. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    const write = command === undefined ? io.stderr : io.stdout;
    write(`${USAGE}\n`);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  if (!isCommand(command)) return usageError(io, `unknown command "${command}"`);
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(rest);
  } catch (error) {
    return usageError(io, error instanceof Error ? error.message : String(error), command);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${HELP[command]}\n`);
    return EXIT.ok;
  }
  if (positionals.length > 1)
    return usageError(io, `expected at most one folder, got ${positionals.length}`, command);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') {
    return usageError(io, `--format must be "text" or "json", not "${format}"`, command);
  }
  if (command !== 'check' && values.strict) return usageError(io, 'unknown option --strict', command);
  if (command !== 'split' && values.out !== undefined) return usageError(io, 'unknown option --out', command);
  let out: string | undefined;
  if (command === 'split') {
    if (values.out === undefined || values.out === '')
      return usageError(io, '--out <dir> is required', command);
    out = path.resolve(io.cwd, values.out);
    if (exists(out) && !isDirectory(out)) return usageError(io, `${out} is not a folder`, command);
  }
  if (command !== 'upgrade' && values.force) return usageError(io, 'unknown option --force', command);
  if (command === 'upgrade') {
    const other = values['allow-remote-specs']
      ? '--allow-remote-specs'
      : values['base-path'] !== undefined
        ? '--base-path'
        : undefined;
    if (other) return usageError(io, `unknown option ${other}`, command);
  }
  const dir = path.resolve(io.cwd, positionals[0] ?? '.');
  if (!isDirectory(dir)) return usageError(io, `${dir} is not a folder`, command);
  if (command === 'upgrade') {
    const prefix = path.relative(io.cwd, dir);
    const show = (file: string) => (prefix === '' ? file : path.join(prefix, file));
    return runUpgrade(dir, values.force === true, format, { stdout: io.stdout, stderr: io.stderr, show });
  }

  const options: LoadOptions = command === 'check' ? { checkPageImports: true } : {};
  if (values['allow-remote-specs']) options.allowRemoteSpecs = true;
  if (values['base-path'] !== undefined) options.basePath = values['base-path'];
  const result = await loadDocs(dir, options);
  if (command === 'check') return check(result, dir, format, values.strict === true, io);
  if (out !== undefined) return split(result, out, format, io);
  return pages(result, format, io);
}

function parseCommand(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      format: { type: 'string' },
      strict: { type: 'boolean' },
      'allow-remote-specs': { type: 'boolean' },
      'base-path': { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
}

function check(result: LoadResult, dir: string, format: 'text' | 'json', strict: boolean, io: CliIo): number {
  const { diagnostics } = result;
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ diagnostics: sortDiagnostics(diagnostics).map(toJson) }, null, 2)}\n`);
  } else {
    // Paths relative to the working folder, so that editors and terminals can open them.
    const prefix = path.relative(io.cwd, dir);
    const showFile = (file: string) => (prefix === '' ? file : path.join(prefix, file));
    io.stdout(`${formatDiagnostics(diagnostics, sourceReader(dir), showFile)}\n`);
  }
  const errors = diagnostics.some((d) => d.severity === 'error');
  const warnings = diagnostics.some((d) => d.severity === 'warning');
  return errors || (strict && warnings) ? EXIT.problems : EXIT.ok;
}

function pages(result: LoadResult, format: 'text' | 'json', io: CliIo): number {
  const rows = listPages(result.model);
  if (format === 'json') io.stdout(`${JSON.stringify({ pages: rows }, null, 2)}\n`);
  else io.stdout(`${formatPageTable(rows)}\n`);
  return reportLoadProblems(result, io) ? EXIT.problems : EXIT.ok;
}

async function split(result: LoadResult, out: string, format: 'text' | 'json', io: CliIo): Promise<number> {
  // Without a docs.json there is no navigation: write nothing rather than an empty split over a good one.
  if (reportLoadProblems(result, io)) return EXIT.problems;
  let written: Awaited<ReturnType<typeof writeSplit>>;
  try {
    written = await writeSplit(result.model, out);
  } catch (error) {
    io.stderr(
      `docsnav: cannot write the split to ${out}: ${error instanceof Error ? error.message : error}\n`,
    );
    return EXIT.problems;
  }
  const scopes = [...written.scopes];
  if (format === 'json') {
    const json = {
      dir: written.dir,
      shell: written.shell,
      index: written.index,
      scopes: Object.fromEntries(scopes),
    };
    io.stdout(`${JSON.stringify(json, null, 2)}\n`);
    return EXIT.ok;
  }
  // Relative to the working folder when inside it, else absolute (no `../../tmp/...`).
  const relative = path.relative(io.cwd, written.dir);
  const shown = relative === '' ? '.' : isOutside(relative) ? written.dir : relative;
  const largest = scopes.reduce((max, [, f]) => Math.max(max, f.bytes), 0);
  const total = scopes.reduce((sum, [, f]) => sum + f.bytes, 0);
  io.stdout(
    [
      `${path.join(shown, written.shell.file)}  ${kb(written.shell.bytes)}`,
      `${path.join(shown, written.index.file)}  ${kb(written.index.bytes)}`,
      `${path.join(shown, 'scopes')}/  ${scopes.length} scope${scopes.length === 1 ? '' : 's'}, ${kb(total)} (largest ${kb(largest)})`,
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

function isOutside(relative: string): boolean {
  return path.isAbsolute(relative) || relative.split(path.sep)[0] === '..';
}

function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Reports on stderr why docs.json could not be loaded, or how many errors the docs have (pointing to
 * `docsnav check`). Returns true when docs.json could not be loaded at all.
 */
function reportLoadProblems(result: LoadResult, io: CliIo): boolean {
  const fatal = result.diagnostics.filter(
    (d) => d.code === 'docs-json-unreadable' || d.code === 'invalid-json',
  );
  for (const d of fatal) io.stderr(`docsnav: ${d.message}\n`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > fatal.length) {
    io.stderr(
      `docsnav: ${errors} error${errors === 1 ? '' : 's'} in the docs; run "docsnav check" to see them.\n`,
    );
  }
  return fatal.length > 0;
}

/** The machine-readable shape of a diagnostic: every key present, `null` when unknown. */
function toJson(d: Diagnostic) {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    file: d.file ?? null,
    path: d.path,
    line: d.line ?? null,
    column: d.column ?? null,
    ...(d.hint ? { hint: d.hint } : {}),
  };
}

/** Reads a source file for code frames, only inside the docs folder (the loader already checked it). */
function sourceReader(dir: string): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!cache.has(file)) {
      const abs = path.resolve(dir, file);
      let text: string | undefined;
      if (isInside(dir, abs)) {
        try {
          text = readFileSync(abs, 'utf8');
        } catch {
          text = undefined;
        }
      }
      cache.set(file, text);
    }
    return cache.get(file);
  };
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function usageError(io: CliIo, message: string, command?: Command): number {
  io.stderr(`docsnav: ${message}\n\n${command ? HELP[command] : USAGE}\n`);
  return EXIT.usage;
}
