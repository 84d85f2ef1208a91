#!/usr/bin/env node
import { spawn, spawnSync } from 'node:child_process';
// Serves a Mintlify docs folder with the docsnav demo site.
//   node packages/site/serve.mjs [docs-folder] [--build] [--port <n>]
// Without a folder it serves DOCSNAV_DOCS, else the bundled example docs. --build makes a production
// build (every page prerendered, into packages/site/dist, or DOCSNAV_OUT_DIR) and serves its static files
// (`<out>/client`) as a static host would, instead of running the dev server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const usage = 'usage: node packages/site/serve.mjs [docs-folder] [--build] [--port <n>]';
const args = process.argv.slice(2);
let folder;
let production = false;
let port;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--build') production = true;
  else if (arg === '--port') port = Number(args[++i]);
  else if (arg === '-h' || arg === '--help') {
    console.log(usage);
    process.exit(0);
  } else if (arg.startsWith('-') || folder !== undefined) {
    console.error(`unexpected argument: ${arg}\n${usage}`);
    process.exit(2);
  } else folder = arg;
}
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port needs a port number\n${usage}`);
  process.exit(2);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
if (folder !== undefined) process.env.DOCSNAV_DOCS = path.resolve(cwd, folder);
else if (process.env.DOCSNAV_DOCS) process.env.DOCSNAV_DOCS = path.resolve(cwd, process.env.DOCSNAV_DOCS);

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
try {
  if (production) {
    // The site's own build (`react-router build`, what `pnpm --filter @docsnav/site build` runs): React Router's
    // CLI prepares its plugin (its Vite instance, its config) before building; a bare Vite builder skips that
    // and fails with "Server build file not found in manifest".
    const cli = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
    const build = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    const out = path.resolve(root, process.env.DOCSNAV_OUT_DIR ?? 'dist', 'client');
    const serveStatic = fileURLToPath(new URL('../../scripts/serve-static.mjs', import.meta.url));
    const server = spawn(
      process.execPath,
      [serveStatic, out, String(port ?? 4173), '--fallback', '__spa-fallback.html'],
      { stdio: 'inherit' },
    );
    server.on('exit', (code) => process.exit(code ?? 0));
  } else {
    const server = await createServer({ configFile, root, server: { host: '127.0.0.1', port } });
    await server.listen();
    server.printUrls();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
