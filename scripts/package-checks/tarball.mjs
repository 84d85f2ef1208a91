// What each package's tarball holds, as `npm pack --dry-run --json` lists it: no tests, fixtures, test
// support, snapshots, build caches or stale build output (a file whose source is gone); a README; source maps
// that carry their sources (a bundler's dev server warns about a map whose sources it cannot read).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Paths a published tarball must not hold. */
const NOT_SHIPPED =
  /(^|[/._-])(tests?|test-support|fixtures?|__snapshots__|__tests__|__mocks__)([/._-]|$)|\.spec\.|\.tsbuildinfo$/i;

/** The paths `npm pack` would put in the tarball of the package in `dir`. */
export function packedFiles(dir) {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`npm pack --dry-run failed in ${dir}:\n${r.stderr}`);
  const [report] = JSON.parse(r.stdout);
  return report.files.map((f) => f.path);
}

/** Whether a built file of `dir` still has its source (`tsc -b` never deletes the output of a removed file). */
function hasSource(dir, file) {
  const stem = /^dist\/(.+?)(?:\.d\.ts|\.js)(?:\.map)?$/.exec(file)?.[1];
  if (!stem) return true; // not a compiled file (CSS, package.json, README...)
  return ['.ts', '.tsx'].some((ext) => existsSync(join(dir, 'src', `${stem}${ext}`)));
}

/** Problems of the tarball of the package in `dir` with the file list `files`, as printable lines. */
export function tarballProblems(dir, files) {
  const problems = files.filter((f) => NOT_SHIPPED.test(f)).map((f) => `ships ${f}`);
  for (const f of files.filter((f) => !hasSource(dir, f)))
    problems.push(`ships ${f}, built from a source that is gone (remove dist/ and build again)`);
  if (!files.includes('README.md')) problems.push('has no README.md');
  problems.push(...sourceMapProblems(dir, files));
  return problems;
}

/**
 * Source maps of the tarball that would send a host's tools to files it does not have: a `sourceMappingURL`
 * naming a map that is not shipped, or a map with a source that is neither inlined (`sourcesContent`) nor in
 * the tarball. Vite prints "Sourcemap for ... points to missing source files" for each such map at every dev
 * start.
 */
export function sourceMapProblems(dir, files) {
  const shipped = new Set(files);
  const problems = [];
  for (const file of files.filter((f) => /\.(js|mjs|d\.ts)$/.test(f))) {
    const url = /\/[/*]# sourceMappingURL=(\S+?)(?:\s*\*\/)?\s*$/m.exec(
      readFileSync(join(dir, file), 'utf8'),
    )?.[1];
    if (!url || url.startsWith('data:')) continue;
    const map = posix.join(posix.dirname(file), url);
    if (!shipped.has(map)) problems.push(`${file} names the source map ${map}, which is not shipped`);
  }
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const missing = (map.sources ?? []).filter(
      (source, i) =>
        typeof map.sourcesContent?.[i] !== 'string' &&
        !shipped.has(posix.join(posix.dirname(file), map.sourceRoot ?? '', source)),
    );
    if (missing.length) problems.push(`${file} points to sources it does not carry: ${missing.join(', ')}`);
  }
  return problems;
}
