// What each package's tarball holds, as `npm pack --dry-run --json` lists it: no tests, fixtures, test
// support, snapshots or build caches; a README.
import { spawnSync } from 'node:child_process';

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

/** Problems of one tarball's file list, as printable lines. */
export function tarballProblems(files) {
  const problems = files.filter((f) => NOT_SHIPPED.test(f)).map((f) => `ships ${f}`);
  if (!files.includes('README.md')) problems.push('has no README.md');
  return problems;
}
