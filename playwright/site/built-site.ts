import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('../../packages/site/', import.meta.url));
const reactRouter = path.join(siteDir, 'node_modules/@react-router/dev/bin.js');
const serveStatic = fileURLToPath(new URL('../../scripts/serve-static.mjs', import.meta.url));

/** A production build of the demo site for one docs folder (every page prerendered), served on 127.0.0.1. */
export interface BuiltSite {
  url: string;
  /** The build's output (diagnostics included), for failure messages. */
  log: string;
  /** The static files of the build (`<out>/client`). */
  files: string;
  stop(): void;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [reactRouter, ...args], {
      cwd: siteDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`react-router ${args[0]} failed:\n${out}`)),
    );
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the static server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Builds the site for `docs` (as `DOCSNAV_DOCS=<docs> pnpm --filter @docsnav/site build` does) into a
 * fresh temporary folder (named after `name`, removed by `stop()`), and serves its static files on `port` as a static host would (unknown
 * paths get the fallback HTML).
 */
export async function buildSite(docs: string, name: string, port: number): Promise<BuiltSite> {
  // A fresh folder per build, removed by stop(): two test runs on one machine never share an output folder.
  const outDir = mkdtempSync(path.join(tmpdir(), `docsnav-site-${name}-`));
  const env = { ...process.env, DOCSNAV_DOCS: docs, DOCSNAV_OUT_DIR: outDir, INIT_CWD: siteDir };
  const log = await run(['build', '--logLevel', 'warn'], env);
  const files = path.join(outDir, 'client');
  const server = spawn(
    process.execPath,
    [serveStatic, files, String(port), '--fallback', '__spa-fallback.html'],
    { cwd: siteDir, env, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/`, server, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, log, files, stop };
}
