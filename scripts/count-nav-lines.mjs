// Counts the navigation code a user writes in each host example (examples/next, react-router, vite): the
// lines of its TypeScript sources that use the kit, outside page bodies. A line uses the kit when it imports
// from `@docsnav/*` or `virtual:docsnav`, or names what such an import gave or a constant made from it
// (`const route = docsRoute(docs)`, `export const docs = nextDocs(...)`: `route` and `docs` are then tracked
// in every file of the example); the closing tag of a kit element counts too. A page body (what a page shows,
// from `<article` to `</article>`, its `<title>` and `generateMetadata`) is not navigation code, nor is the
// framework's own code around the kit (the document, configs without the kit).
// Prints one line per example and its files, with the count of all code lines outside page bodies beside it
// (the framework's own code included). Target: 30 lines per host or fewer.
// Usage: node scripts/count-nav-lines.mjs [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The host examples counted. */
export const HOSTS = ['next', 'react-router', 'vite'];
const SKIP = new Set(['node_modules', '.next', 'out', 'build', 'dist', '.react-router']);
const KIT = /from '(@docsnav\/[^']+|virtual:docsnav[^']*)'|^import '@docsnav\//;

/** The .ts and .tsx sources of an example folder, sorted (declaration files left out). */
function sources(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sources(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found.sort();
}

/** The code lines of a source: trimmed, without blank lines, comments and page bodies. */
export function codeLines(text) {
  const lines = [];
  let comment = false;
  let article = 0;
  let metadata = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (comment) {
      comment = !line.includes('*/');
      continue;
    }
    if (line.startsWith('/*')) {
      comment = !line.includes('*/');
      continue;
    }
    if (line === '' || line.startsWith('//') || line.startsWith('{/*')) continue;
    if (metadata) {
      metadata = line !== '}';
      continue;
    }
    if (/^export (async )?function generateMetadata\b/.test(line)) {
      metadata = true;
      continue;
    }
    if (/<article[\s>]/.test(line)) article++;
    if (article > 0) {
      if (line.includes('</article>')) article--;
      continue;
    }
    if (/^<title>/.test(line)) continue;
    lines.push(line);
  }
  return lines;
}

/** The names a kit import line brings in (`import * as docs`, `import { a, type B }`, default imports). */
function importedNames(line) {
  const names = [];
  const star = /import \* as (\w+)/.exec(line);
  if (star) names.push(star[1]);
  const braces = /\{([^}]*)\}/.exec(line);
  if (braces)
    for (const part of braces[1].split(','))
      names.push(
        part
          .trim()
          .replace(/^type /, '')
          .split(/ as /)
          .at(-1)
          .trim(),
      );
  const plain = /^import (\w+)[ ,]/.exec(line);
  if (plain && plain[1] !== 'type') names.push(plain[1]);
  return names.filter(Boolean);
}

/** Counts one example: per file, the lines that use the kit. */
export function countHost(files) {
  const parsed = files.map(({ file, text }) => ({ file, lines: codeLines(text), names: new Set() }));
  const exported = new Set(); // kit constants a file exports (`export const docs = nextDocs(...)`)
  // Until no new name appears: a name exported by one file is used by another.
  for (let grown = true; grown; ) {
    grown = false;
    for (const { lines, names } of parsed)
      for (const line of lines) {
        const add = (n, into = names) => {
          if (!into.has(n)) {
            into.add(n);
            grown = true;
          }
        };
        if (KIT.test(line)) for (const n of importedNames(line)) add(n);
        const local = /^import \{([^}]*)\} from '\.\.?\//.exec(line);
        if (local) for (const n of local[1].split(',').map((s) => s.trim())) if (exported.has(n)) add(n);
        if (!KIT.test(line) && !uses(line, names)) continue;
        const made = /^(export )?const (\{[^}]*\}|\w+) =/.exec(line);
        if (!made) continue;
        for (const n of made[2].replace(/[{}]/g, '').split(',')) {
          const name = n.trim().split(':').at(-1).trim();
          if (!name) continue;
          add(name);
          if (made[1]) add(name, exported);
        }
      }
  }
  return parsed.map(({ file, lines, names }) => ({
    file,
    lines: lines.filter((line) => KIT.test(line) || uses(line, names)).length,
    code: lines.length,
  }));
}

/** True when a line names one of `names` (as a word: `docs`, `docs.page`, `<DocsLayout`, `</DocsLayout>`). */
function uses(line, names) {
  for (const name of names) if (new RegExp(`(^|[^\\w.'"/-])${name}\\b`).test(line)) return true;
  return false;
}

/** Every host example's counts (`lines`: navigation code; `code`: every code line outside page bodies). */
export const countExamples = (repo) =>
  HOSTS.map((host) => {
    const dir = join(repo, 'examples', host);
    const files = countHost(
      sources(dir).map((file) => ({ file: relative(dir, file), text: readFileSync(file, 'utf8') })),
    );
    const sum = (key) => files.reduce((total, f) => total + f[key], 0);
    return { host, lines: sum('lines'), code: sum('code'), files };
  });

const main = process.argv[1] === fileURLToPath(import.meta.url);
const rows = main ? countExamples(fileURLToPath(new URL('..', import.meta.url))) : [];
if (main && process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else
  for (const { host, lines, code, files } of rows) {
    const over = lines > 30 ? ' (over the target of 30)' : '';
    console.log(
      `${host}: ${lines} lines of navigation code${over}; ${code} code lines outside page bodies in all`,
    );
    for (const f of files)
      console.log(`  ${String(f.lines).padStart(3)} of ${String(f.code).padStart(3)}  ${f.file}`);
  }
