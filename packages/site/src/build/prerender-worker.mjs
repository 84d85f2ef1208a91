// One worker thread of the site's prerender (prerender-plugin.ts): renders its share of the site's paths with
// the server build, as React Router's own prerender does for each path (the same requests, the same files):
// the route data as `<path>.data`, then the page, given that data, as `<path>/index.html`. Plain JavaScript:
// a worker thread loads it as it is.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ serverBuild: string, clientDir: string, paths: string[], concurrency: number }} */
const { serverBuild, clientDir, paths, concurrency } = workerData;

// React Router reads the prerendered data header of a request at build time only.
process.env.IS_RR_BUILD_REQUEST = 'yes';
const build = await import(pathToFileURL(serverBuild).href);
const { createRequestHandler } = await import('react-router');
// The build as React Router's prerender sees it: these paths listed as prerendered, so each is rendered
// whole (a path left out of the list would get the fallback document).
const handler = createRequestHandler({ ...build, prerender: ['/', ...paths] }, 'production');

async function write(file, contents) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents);
}

/** Prerenders one path: its data, then its HTML; a status other than 200 stops the build, as in React Router. */
async function prerender(path) {
  const dataPath = `${path.replace(/\/$/, '')}.data`.replace(/\/\/+/g, '/');
  const dataResponse = await handler(new Request(`http://localhost${dataPath}`));
  const data = await dataResponse.text();
  if (dataResponse.status !== 200 && dataResponse.status !== 202)
    throw new Error(`Prerender (data): status ${dataResponse.status} for ${path}\n${data}`);
  await write(join(clientDir, ...dataPath.split('/')), data);
  const pagePath = `${path}/`.replace(/\/\/+/g, '/');
  const pageResponse = await handler(
    new Request(`http://localhost${pagePath}`, {
      headers: { 'X-React-Router-Prerender-Data': encodeURI(data) },
    }),
  );
  const html = await pageResponse.text();
  if (pageResponse.status !== 200)
    throw new Error(`Prerender (html): status ${pageResponse.status} for ${path}\n${html}`);
  await write(join(clientDir, ...pagePath.split('/'), 'index.html'), html);
}

let next = 0;
const lane = async () => {
  while (next < paths.length) await prerender(paths[next++]);
};
try {
  await Promise.all(Array.from({ length: concurrency }, lane));
  parentPort?.postMessage({ done: paths.length });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
