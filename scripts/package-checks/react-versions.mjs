// The React versions the `react` peer range of @docsnav/react promises, tried as a host would: the packed
// tarballs (`pnpm pack`, workspace versions resolved) installed with npm in a scratch project next to each
// React version, then react-host/server.mjs renders to HTML and react-host/client.mjs hydrates it in jsdom.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The lowest and the highest React the peer range `^18.3 || ^19` allows. */
export const REACT_VERSIONS = ['18.3', '19'];
const HOST_FILES = ['app.mjs', 'server.mjs', 'client.mjs'];

const run = (cmd, args, cwd, env = {}) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });

/** Problems found with each React version, as printable lines; prints a line per version that works.
 *  `tarballs`: package name → packed tarball (package-checks/pack.mjs), core and react at least. */
export function reactVersionProblems(repo, tarballs) {
  const problems = [];
  for (const version of REACT_VERSIONS) {
    const dir = mkdtempSync(join(tmpdir(), `docsnav-react-${version}-`));
    try {
      const dependencies = { react: version, 'react-dom': version };
      for (const [name, tarball] of Object.entries(tarballs)) {
        const file = basename(tarball);
        copyFileSync(tarball, join(dir, file));
        dependencies[name] = `file:./${file}`;
      }
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ private: true, type: 'module', dependencies }),
      );
      for (const file of HOST_FILES)
        copyFileSync(new URL(`react-host/${file}`, import.meta.url), join(dir, file));
      const install = run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
        dir,
      );
      if (install.status !== 0) {
        problems.push(`React ${version}: npm install failed: ${install.stderr.trim()}`);
        continue;
      }
      const server = run(process.execPath, ['server.mjs'], dir);
      if (server.status !== 0) {
        problems.push(server.stdout.trim() || server.stderr.trim());
        continue;
      }
      writeFileSync(join(dir, 'html.json'), server.stdout);
      const client = run(process.execPath, ['client.mjs', 'html.json'], dir, {
        DOCSNAV_REPO_PACKAGE: join(repo, 'package.json'),
      });
      if (client.status !== 0) problems.push(client.stdout.trim() || client.stderr.trim());
      else process.stdout.write(client.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return problems;
}
