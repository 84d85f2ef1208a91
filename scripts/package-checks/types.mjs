// @arethetypeswrong/cli on a packed tarball: every typed entry's types resolve, and describe the JS that
// resolves, under TypeScript's node16 (ESM) and bundler resolution. Profile `esm-only`: the packages are ESM
// only, so a CommonJS `require` (node10, node16 from CJS) is not a supported way in.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ATTW = join(new URL('../..', import.meta.url).pathname, 'node_modules/.bin/attw');
/** Resolution modes the `esm-only` profile does not require. */
const IGNORED = new Set(['node10', 'node16-cjs']);

/** Problems attw reports for the tarball, as printable lines. The stylesheets are not typed modules. */
export function typeProblems(tarball) {
  const r = spawnSync(
    ATTW,
    [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'json',
      '--exclude-entrypoints',
      'styles.css',
      'tailwind.css',
      'shadcn.css',
    ],
    { encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (r.status === 0) return [];
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    return [`attw failed: ${r.stderr.trim() || r.stdout.trim()}`];
  }
  const lines = Object.values(report.problems ?? {})
    .flat()
    .filter((p) => !IGNORED.has(p.resolutionKind))
    .map((p) => `${p.kind} at ${p.entrypoint ?? '?'} (${p.resolutionKind ?? 'any resolution'})`);
  return lines.length > 0 ? lines : [`attw exited with ${r.status}`];
}
