// One worker thread of the site's prerender (prerender-plugin.ts): renders its share of the site's paths with
// the server build, as React Router's own prerender renders a page (the same request, the same file):
// `<path>/index.html`. Unlike React Router, it writes no `<path>.data` file of the route data: the site's only
// loader (docs-route.tsx) has a clientLoader that never calls it, so the browser never asks for one, and
// rendering it was an eighth of a page's time. Plain JavaScript: a worker thread loads it as it is.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ serverBuild: string, clientDir: string, paths: string[], concurrency: number }} */
const { serverBuild, clientDir, paths, concurrency } = workerData;

// The parts of pages that throw while rendering (entry.server.tsx pushes `{ path, message, file? }` here).
/** @type {{ path: string, message: string, file?: string }[]} */
const renderProblems = [];
globalThis[Symbol.for('docsnav-render-problems')] = renderProblems;

// As during React Router's own prerender (build-time request handling).
process.env.IS_RR_BUILD_REQUEST = 'yes';
const build = await import(pathToFileURL(serverBuild).href);
const { createRequestHandler } = await import('react-router');
// The build as React Router's prerender sees it: these paths listed as prerendered, so each is rendered
// whole (a path left out of the list would get the fallback document).
const handler = createRequestHandler({ ...build, prerender: ['/', ...paths] }, 'production');

// Written synchronously: a page's HTML (about 40 KB) goes to the page cache in well under a millisecond, while
// fs/promises' writeFile (a FileHandle, three round trips to the thread pool per file) cost this thread more
// than the write itself: 8-9 % of the prerender's CPU at nav-10k, with the single-buffer body of
// entry.server.tsx.
function write(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Prerenders one path; a status other than 200 stops the build, as in React Router. */
async function prerender(path) {
  const pagePath = `${path}/`.replace(/\/\/+/g, '/');
  const response = await handler(new Request(`http://localhost${pagePath}`));
  // The bytes as they are (the HTML is not decoded to be encoded again).
  const html = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`Prerender: status ${response.status} for ${path}\n${new TextDecoder().decode(html)}`);
  write(join(clientDir, ...pagePath.split('/'), 'index.html'), html);
}

let next = 0;
const lane = async () => {
  while (next < paths.length) await prerender(paths[next++]);
};
try {
  await Promise.all(Array.from({ length: concurrency }, lane));
  parentPort?.postMessage({ done: paths.length, renderProblems });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
