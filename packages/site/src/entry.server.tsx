import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import type { RenderProblem } from './build/page-diagnostics.js';
import { type ServerRenderParts, ServerRenderPartsContext } from './page/render-errors.js';

/** Where a prerender worker collects the parts of pages that threw (`prerender-worker.mjs`). */
const RENDER_PROBLEMS = Symbol.for('docsnav-render-problems');

/** How long a page may take to render (its navigation scopes and page module load first). */
const RENDER_TIMEOUT_MS = 30_000;

/** One finished server render of the document: its HTML is written when `pipe` is called. */
interface Pass {
  pipe: (destination: NodeJS.WritableStream) => void;
  /** What threw, in order. */
  errors: Thrown[];
  parts: ServerRenderParts;
}

/** One throw: its message, and its stack (located in the page's or snippet's file by the prerender). */
interface Thrown {
  message: string;
  stack?: string;
}

const thrownOf = (error: unknown): Thrown =>
  error instanceof Error
    ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
    : { message: String(error) };

/** Renders the document whole (`onAllReady`), the page contents in `failed` as their error box. */
function render(request: Request, context: EntryContext, failed: ReadonlyMap<string, string>): Promise<Pass> {
  const parts: ServerRenderParts = { failed, rendered: new Map() };
  const errors: Thrown[] = [];
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderPartsContext.Provider value={parts}>
        <ServerRouter context={context} url={request.url} />
      </ServerRenderPartsContext.Provider>,
      {
        // Never outline a large finished part of the page behind its "Loading…" fallback (React does so for
        // progressive streaming): a reader without JavaScript would see the fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          resolve({ pipe, errors, parts });
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          errors.push(thrownOf(error));
        },
      },
    );
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/**
 * The whole HTML of a finished render, as one buffer: React writes it in 2 KB pieces, all of them within
 * `pipe` (the render is done, `onAllReady`), into a stream that only keeps them. No Node stream turned into a
 * web stream per page for a body that is whole anyway (about 5 % of a page's prerender at nav-10k).
 */
function collect(pass: Pass): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const html = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
        let at = 0;
        for (const c of chunks) {
          html.set(c, at);
          at += c.byteLength;
        }
        resolve(html);
        done();
      },
    });
    sink.once('error', reject);
    pass.pipe(sink);
  });
}

/** `all` without one occurrence of each of `some` (by message). */
function without(all: readonly Thrown[], some: readonly Thrown[]): Thrown[] {
  const left = some.map((t) => t.message);
  return all.filter((t) => {
    const i = left.indexOf(t.message);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * Renders a page at build time (every page is prerendered; there is no server at run time). The HTML is
 * sent once everything has loaded (`onAllReady`), whole, never streamed with fallbacks: a page read without
 * JavaScript shows its navigation and its body. React's server renderer has no error boundaries: when the
 * page's MDX content throws, the page is rendered again with that content known to throw, and its error box
 * (as the browser shows it) is in the HTML in its place, the rest of the page intact. A throw elsewhere is
 * left to the browser, as React does ("Loading…" in the HTML). Both are reported (the prerender's summary),
 * never failing the build.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  // The route data's stream is read by each render: one copy per render (a second is rarely needed).
  const [first, second] = context.serverHandoffStream?.tee() ?? [];
  const pass = (stream: typeof first, failed: ReadonlyMap<string, string>) =>
    render(request, { ...context, serverHandoffStream: stream, renderMeta: {} }, failed);
  let done = await pass(first, new Map());
  const { pathname: path } = new URL(request.url);
  const problems: RenderProblem[] = [];
  const rendered = [...done.parts.rendered.values()];
  const thrown = done.errors[0];
  let left = done.errors;
  if (thrown !== undefined && rendered.length > 0) {
    // The page's content known to throw (the first message shown): if this render has fewer throws, the
    // ones it lacks were the content's.
    const again = await pass(
      second,
      new Map([...done.parts.rendered.keys()].map((key) => [key, thrown.message])),
    );
    if (again.errors.length < done.errors.length) {
      const file = rendered.join(', ');
      for (const t of without(done.errors, again.errors)) problems.push({ path, ...t, file });
      done = again;
      left = again.errors;
    }
  } else await second?.cancel();
  for (const t of left) problems.push({ path, ...t });
  // Counted by the prerender's worker thread (prerender-worker.mjs), for the build's summary; told here
  // elsewhere (the dev server, React Router's own prerender of `/`).
  const collected = (globalThis as { [RENDER_PROBLEMS]?: RenderProblem[] })[RENDER_PROBLEMS];
  if (collected) collected.push(...problems);
  else
    for (const p of problems)
      console.warn(
        `docsnav site: ${path}: ${p.file ? `${p.file} threw while rendering (its error is shown in place)` : 'part of the page is left to the browser'}: ${p.message}`,
      );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(await collect(done), { status, headers });
}
