// Checks the public surface against the committed API reports (scripts/api-report.mjs), then that each public
// package can be consumed as published: publint on its package.json; its tarball's
// file list (`npm pack --dry-run`: no tests, fixtures or test support; a README); the React Server Component
// boundary of the built files (package-checks/client-boundary.mjs); every `exports` entry imported by Node
// from a scratch project that depends on the built package only, the server-safe ones (core, node) also
// under the `react-server` condition a Server Component bundle resolves with; last, on the packed tarballs,
// @arethetypeswrong/cli (package-checks/types.mjs) and a render and hydration with each React version of the
// peer range (package-checks/react-versions.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { reportProblems } from './api-report.mjs';
import { clientBoundaryProblems } from './package-checks/client-boundary.mjs';
import { packAll } from './package-checks/pack.mjs';
import { reactVersionProblems } from './package-checks/react-versions.mjs';
import { packedFiles, tarballProblems } from './package-checks/tarball.mjs';
import { typeProblems } from './package-checks/types.mjs';

const repo = new URL('..', import.meta.url).pathname;
const packages = ['core', 'react', 'node'];
let problems = 0;

// The committed API reports (packages/*/api/*.api.md) match the built declarations, and no name is exported
// from two entry points (scripts/api-report.mjs).
for (const line of reportProblems()) {
  problems++;
  console.log(`api report: ${line}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'docsnav-consumer-'));
try {
  mkdirSync(join(scratch, 'node_modules', '@docsnav'), { recursive: true });
  for (const name of packages) {
    const dir = join(repo, 'packages', name);
    const { messages } = await publint({ pkgDir: dir, level: 'warning', strict: true });
    for (const m of messages) {
      problems++;
      console.log(`publint ${name}: ${m.type} ${m.code} at ${m.path.join('.')}`);
    }
    for (const line of tarballProblems(dir, packedFiles(dir))) {
      problems++;
      console.log(`tarball ${name}: ${line}`);
    }
    for (const line of clientBoundaryProblems(repo, name)) {
      problems++;
      console.log(`client boundary: ${line}`);
    }
    symlinkSync(dir, join(scratch, 'node_modules', '@docsnav', name), 'dir');
  }
  const imports = [];
  for (const name of packages) {
    const pkg = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8'));
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'object') continue; // package.json, styles.css
      imports.push({ spec: `@docsnav/${name}${key === '.' ? '' : key.slice(1)}`, server: name !== 'react' });
    }
  }
  writeFileSync(join(scratch, 'package.json'), '{"type":"module"}');
  const probe = (file, specs, what, args = []) => {
    const body = specs
      .map(
        (spec, i) =>
          `import * as m${i} from '${spec}';\nif (Object.keys(m${i}).length === 0) throw new Error('${spec} exports nothing');`,
      )
      .join('\n');
    writeFileSync(
      join(scratch, file),
      `${body}\nconsole.log('imported ${specs.length} entry points${what}');\n`,
    );
    const r = spawnSync(process.execPath, [...args, file], { cwd: scratch, encoding: 'utf8' });
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    if (r.status !== 0) problems++;
  };
  probe(
    'probe.mjs',
    imports.map((i) => i.spec),
    '',
  );
  probe(
    'server-probe.mjs',
    imports.filter((i) => i.server).map((i) => i.spec),
    ' under the react-server condition',
    ['--conditions=react-server'],
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const packs = mkdtempSync(join(tmpdir(), 'docsnav-packs-'));
try {
  const tarballs = packAll(repo, packages, packs);
  for (const name of packages) {
    for (const line of typeProblems(tarballs[`@docsnav/${name}`])) {
      problems++;
      console.log(`attw ${name}: ${line}`);
    }
  }
  console.log(`attw: ${packages.length} tarballs checked`);
  for (const line of reactVersionProblems(repo, {
    '@docsnav/core': tarballs['@docsnav/core'],
    '@docsnav/react': tarballs['@docsnav/react'],
  })) {
    problems++;
    console.log(line);
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
}
console.log(problems === 0 ? 'exports ok' : `${problems} export problem(s)`);
process.exit(problems === 0 ? 0 : 1);
