import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** Where a prerender worker collects the parts of pages that threw (`prerender-worker.mjs`). */
const RENDER_PROBLEMS = Symbol.for('docsnav-render-problems');

/** How long a page may take to render (its navigation scopes and page module load first). */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * Renders a page at build time (every page is prerendered; there is no server at run time). The HTML is
 * sent once everything has loaded (`onAllReady`), whole, never streamed with fallbacks: a page read without
 * JavaScript shows its navigation and its body. A part of a page that throws while rendering is left to the
 * browser (React renders that part there and the page's error boundary shows the error in place); it is
 * reported here as a warning and never fails the build.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Never outline a large finished part of the page behind its "Loading…" fallback (React does so for
      // progressive streaming): a reader without JavaScript would see the fallback.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        const { pathname } = new URL(request.url);
        console.warn(`docsnav site: ${pathname}: part of the page is left to the browser:`, error);
        // Counted by the prerender's worker thread (prerender-worker.mjs), for the build's summary.
        const found = (globalThis as { [RENDER_PROBLEMS]?: string[] })[RENDER_PROBLEMS];
        found?.push(`${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
