// Serves a folder of static files on 127.0.0.1 (the built Storybook and the Next.js example's static export in
// end-to-end tests). Like a static host, `/a/b` serves `a/b.html` when it exists (Next.js writes `a/b.html`
// beside a folder `a/b/` of route data), else `a/b/index.html`; a missing file gets the folder's 404.html, or
// with `--fallback <file>` that file of the folder (the demo site's `__spa-fallback.html`: the page-less HTML
// that renders any other path in the browser), with status 404 either way.
// Usage: node scripts/serve-static.mjs <dir> <port> [--fallback <file>]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--fallback');
const fallback = at >= 0 ? args.splice(at, 2)[1] : '404.html';
const [dirArg = '.', portArg = '4311'] = args;
const root = resolve(dirArg);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (!extname(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    else if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    // The folder's own 404 page when it has one (a static export's 404.html, or the fallback), else a text.
    const notFound = join(root, fallback);
    if (existsSync(notFound)) {
      res.writeHead(404, { 'content-type': types['.html'] });
      createReadStream(notFound).pipe(res);
    } else res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(portArg), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${portArg}`));
