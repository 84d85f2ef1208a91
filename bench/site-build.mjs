// pnpm bench:site: the demo site's production build (every page prerendered) on the largest complete site of
// the corpus (../shared/corpus/sites, the site with the most page files), timed from the command's start to its
// end, and printed per 1,000 pages. `node bench/site-build.mjs <name>` builds that corpus site instead;
// `--runs n` builds it n times. Each build goes to a fresh temporary folder, removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const sites = join(repo, '../shared/corpus/sites');
const site = join(repo, 'packages/site');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const named = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');

/** How many page files (.mdx, .md) a folder holds, node_modules and dot folders left out. */
function pageFiles(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) n += pageFiles(join(dir, entry.name));
    else if (/\.mdx?$/.test(entry.name)) n++;
  }
  return n;
}

const candidates = readdirSync(sites, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({ name: d.name, files: pageFiles(join(sites, d.name)) }))
  .sort((a, b) => b.files - a.files);
const chosen = named ? candidates.find((c) => c.name === named) : candidates[0];
if (!chosen) {
  console.error(`no corpus site ${named}; one of: ${candidates.map((c) => c.name).join(', ')}`);
  process.exit(2);
}

console.log(
  `bench:site  ${chosen.name} (${chosen.files} page files), ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
);
for (let run = 1; run <= runs; run++) {
  const out = mkdtempSync(join(tmpdir(), 'docsnav-bench-site-'));
  try {
    const started = performance.now();
    const built = spawnSync(
      process.execPath,
      [join(site, 'node_modules/@react-router/dev/bin.js'), 'build'],
      {
        cwd: site,
        env: { ...process.env, DOCSNAV_DOCS: join(sites, chosen.name), DOCSNAV_OUT_DIR: out, INIT_CWD: site },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    if (built.status !== 0) {
      console.error(built.stdout, built.stderr);
      process.exit(1);
    }
    const log = `${built.stdout}\n${built.stderr}`;
    const prerendered = /prerendered (\d+) pages in ([\d.]+) s/.exec(log);
    const pages = prerendered ? Number(prerendered[1]) + 1 : chosen.files; // + `/`, rendered by React Router
    const problems = /docsnav site: (.*)$/m.exec(
      log
        .split('\n')
        .filter((l) => /with problems|no problems in/.test(l))
        .join('\n'),
    );
    console.log(
      `run ${run}: ${pages} pages in ${seconds.toFixed(1)} s (prerender ${prerendered?.[2] ?? '?'} s) = ` +
        `${((seconds * 1000) / pages).toFixed(1)} s per 1,000 pages; ${problems?.[1] ?? 'no problem summary'}`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
