// docs/site.md's `node packages/site/serve.mjs <folder> [--build] [--port <n>]`, run from the repository root as
// written there: the folder argument served by the dev server, and `--build` building every page then serving
// the static files. Each test stops the server it started.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const repo = new URL('../..', import.meta.url).pathname;
/** Ports of the two servers (127.0.0.1 only). */
const DEV_PORT = Number(process.env.DOCSNAV_SERVE_DEV_PORT ?? 4337);
const BUILD_PORT = Number(process.env.DOCSNAV_SERVE_BUILD_PORT ?? 4338);

/** Starts `node packages/site/serve.mjs ...args` and waits until `url` answers; its output is kept. */
function serve(args: string[], url: string, env: NodeJS.ProcessEnv = {}) {
  return start(process.execPath, ['packages/site/serve.mjs', ...args], url, env);
}

/** Starts `command ...args` in the repository and waits until `url` answers; its output is kept. */
async function start(command: string, args: string[], url: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd: repo,
    // The workspace's packages (as `npm start`), not the packed ones an end-to-end run may point to.
    env: { ...process.env, DOCSNAV_PACKAGES: '', DOCSNAV_DOCS: '', INIT_CWD: repo, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const end = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${args.join(' ')}: no answer from ${url}:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { log: () => log, stop: () => stop(child) };
}

/** The packages as a host installs them (tarballs installed with npm by scripts/site-packed.mjs), packed
 *  first if the test command has not already done it. */
function packedPackages(): string {
  const packages = join(repo, 'examples', '.site-packages');
  if (!existsSync(join(packages, 'node_modules', '@docsnav', 'react'))) {
    const packed = spawnSync(process.execPath, ['scripts/site-packed.mjs'], { cwd: repo, encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
  }
  return packages;
}

/** The lines of a server's output that warn (React Router's notes on its own v8 are not the kit's). */
function warnings(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => /\bwarn(ing)?\b|sourcemap|missing source/i.test(line))
    .filter((line) => !/Future Flag Warning: .* in React Router v8/.test(line));
}

/** Ends the server and what it started (`--build` spawns the static server): its whole process group. */
function stop(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

test('serve.mjs <folder> --port <n>: the dev server on that folder and port', async () => {
  const server = await serve(
    ['packages/site/docs', '--port', String(DEV_PORT)],
    `http://127.0.0.1:${DEV_PORT}/v2/quickstart`,
  );
  try {
    const html = await (await fetch(`http://127.0.0.1:${DEV_PORT}/v2/guides/projects/environments`)).text();
    expect(html).toMatch(/aria-current="page"[^>]*href="\/v2\/guides\/projects\/environments"/);
  } finally {
    server.stop();
  }
});

test('DOCSNAV_DOCS=<folder> pnpm dev: the dev server on a docs folder named relative to where it was typed', async () => {
  // From the repository root, `../shared/corpus/...` is a folder beside the clone, as `../my-docs` in docs/site.md.
  const folder = '../shared/corpus/sites/0xPortalLabs__docs';
  const server = await start(
    'pnpm',
    ['dev', '--port', String(DEV_PORT), '--strictPort'],
    `http://127.0.0.1:${DEV_PORT}/get-started/quickstart`,
    {
      DOCSNAV_DOCS: folder,
      INIT_CWD: '',
    },
  );
  try {
    const html = await (await fetch(`http://127.0.0.1:${DEV_PORT}/get-started/quickstart`)).text();
    expect(html).toMatch(/aria-current="page"[^>]*href="\/get-started\/quickstart"/);
    expect(html).toContain('Checkpoint Products');
  } finally {
    server.stop();
  }
});

test('serve.mjs <folder> --build on the packed packages: a production build, every page prerendered, served as static files, no warning', async () => {
  const out = mkdtempSync(join(tmpdir(), 'docsnav-serve-build-'));
  const server = await serve(
    ['packages/site/docs', '--build', '--port', String(BUILD_PORT)],
    `http://127.0.0.1:${BUILD_PORT}/`,
    { DOCSNAV_OUT_DIR: out, DOCSNAV_PACKAGES: packedPackages() },
  );
  try {
    expect(server.log()).not.toContain('Server build file not found');
    expect(server.log()).toContain('from the packed packages');
    expect(warnings(server.log())).toEqual([]);
    const page = await fetch(`http://127.0.0.1:${BUILD_PORT}/v2/guides/projects/environments`);
    expect(page.status).toBe(200);
    // Prerendered: the navigation of the page is in the static HTML.
    expect(await page.text()).toMatch(/aria-current="page"[^>]*href="\/v2\/guides\/projects\/environments"/);
    expect((await fetch(`http://127.0.0.1:${BUILD_PORT}/no/such/page`)).status).toBe(404);
  } finally {
    server.stop();
    rmSync(out, { recursive: true, force: true });
  }
});

// A quiet start: the dev server on the packages as a host installs them (the tarballs, installed with npm by
// scripts/site-packed.mjs) prints no warning of the kit's, e.g. Vite's "Sourcemap for ... points to missing
// source files" for maps naming sources the tarballs do not hold.
test('pnpm dev on the packed packages: the dev start and a page render print no warning', async () => {
  const packages = packedPackages();
  const server = await start(
    'pnpm',
    ['dev', '--port', String(DEV_PORT), '--strictPort'],
    `http://127.0.0.1:${DEV_PORT}/v2/quickstart`,
    { DOCSNAV_PACKAGES: packages },
  );
  try {
    const html = await (await fetch(`http://127.0.0.1:${DEV_PORT}/v2/guides/projects/environments`)).text();
    expect(html).toMatch(/aria-current="page"[^>]*href="\/v2\/guides\/projects\/environments"/);
    // The browser's requests: every module of the page, the packed @docsnav/* ones with their source maps.
    const modules = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|jsx|ts|tsx|mjs)[^"]*)"/g)].map(
      (m) => m[1],
    );
    for (const path of modules) await fetch(`http://127.0.0.1:${DEV_PORT}${path}`);
    expect(server.log()).toContain('from the packed packages');
    expect(warnings(server.log())).toEqual([]);
  } finally {
    server.stop();
  }
});
