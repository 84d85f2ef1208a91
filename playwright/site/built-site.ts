import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('../../packages/site/', import.meta.url));
const vite = path.join(siteDir, 'node_modules/vite/bin/vite.js');

/** A production build of the demo site for one docs folder, previewed on 127.0.0.1. */
export interface BuiltSite {
  url: string;
  /** Vite's build output (diagnostics included), for failure messages. */
  log: string;
  stop(): void;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], {
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
      code === 0 ? resolve(out) : reject(new Error(`vite ${args[0]} failed:\n${out}`)),
    );
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
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
 * temporary folder named `name`, and serves it with `vite preview` on `port`.
 */
export async function buildSite(docs: string, name: string, port: number): Promise<BuiltSite> {
  const outDir = path.join(tmpdir(), 'docsnav-site-builds', name);
  mkdirSync(outDir, { recursive: true });
  const env = { ...process.env, DOCSNAV_DOCS: docs, DOCSNAV_OUT_DIR: outDir, INIT_CWD: siteDir };
  const log = await run(['build', '--logLevel', 'warn'], env);
  const preview = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: siteDir, env, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/`, preview, 30_000);
  } catch (error) {
    preview.kill();
    throw error;
  }
  return { url, log, stop: () => preview.kill() };
}
