import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { NavIndex } from '../../../core/src/index.js';
import type { DocsnavPluginApi } from '../../../node/src/vite-plugin.js';
import { formatProblem, type RenderProblem } from './page-diagnostics.js';
import { type DocsLocation, StackLocator } from './render-location.js';

/** Options of {@link docsnavPrerender}. */
export interface PrerenderOptions {
  /** The paths to prerender (`/` is left to React Router, which renders it with the fallback document),
   *  given the index of the docs folder the build's docsnav plugin loaded (when the build has one). */
  paths: (loaded?: NavIndex) => Promise<string[]>;
  /** The worker script's file (`prerender-worker.mjs`). */
  worker: string;
  /** The docs folder: a throw in one of its pages or snippets is reported at its line and column, through
   *  the server build's source maps (when it has them). */
  root?: string;
}

/** Set by the plugin in a build: react-router.config.ts then gives React Router `/` only to prerender. The
 *  dev server, where it is unset, renders every page listed there on the server, as before. */
export const PRERENDER_IN_WORKERS = 'DOCSNAV_PRERENDER_IN_WORKERS';

/** Paths a worker thread is worth starting for (about 0.5 s of start-up: it loads the server build). */
const PATHS_PER_WORKER = 200;
/** Paths a worker renders at once (one renders while the other waits for its route data or page module). */
const CONCURRENCY = 2;

/** How many worker threads: `DOCSNAV_PRERENDER_WORKERS`, else one per core, fewer for a small site. */
export function workerCount(paths: number, cores = availableParallelism()): number {
  const asked = Number(process.env.DOCSNAV_PRERENDER_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return Math.min(asked, Math.max(paths, 1));
  return Math.max(1, Math.min(cores, Math.ceil(paths / PATHS_PER_WORKER)));
}

/** `paths` in `n` runs of neighbours (the pages of one sidebar stay together and share its index). */
export function shares(paths: readonly string[], n: number): string[][] {
  const size = Math.ceil(paths.length / n);
  return Array.from({ length: n }, (_, i) => paths.slice(i * size, (i + 1) * size)).filter((s) => s.length);
}

/** What a worker thread prerendered: how many paths, and the parts of pages that threw. */
interface WorkerResult {
  done: number;
  renderProblems: RenderProblem[];
}

function run(worker: string, data: { serverBuild: string; clientDir: string; paths: string[] }) {
  return new Promise<WorkerResult>((done, fail) => {
    const thread = new Worker(worker, { workerData: { ...data, concurrency: CONCURRENCY } });
    thread.once('message', (m: { done?: number; error?: string; renderProblems?: RenderProblem[] }) =>
      m.error === undefined
        ? done({ done: m.done ?? 0, renderProblems: m.renderProblems ?? [] })
        : fail(new Error(m.error)),
    );
    thread.once('error', fail);
    thread.once('exit', (code) => fail(new Error(`docsnav site: a prerender worker stopped (exit ${code})`)));
  });
}

/**
 * The site's prerender, on every core: React Router renders the pages of a build one after the other on one
 * thread, which made a 10,000-page build take minutes. Once the server build is written, this plugin renders
 * every path but `/` in worker threads, each a run of neighbouring paths, with the same request and HTML
 * file as React Router's prerender (`<path>/index.html`; no `<path>.data`, see prerender-worker.mjs); React
 * Router then renders `/` and the
 * fallback document as before (its `prerender` config lists `/` only in a build, see
 * {@link PRERENDER_IN_WORKERS}).
 */
export function docsnavPrerender({ paths, worker, root }: PrerenderOptions): Plugin {
  return {
    name: 'docsnav-site-prerender',
    apply: 'build',
    config() {
      // Read when React Router lists what it prerenders, after every plugin's config.
      process.env[PRERENDER_IN_WORKERS] = '1';
    },
    writeBundle: {
      // Before React Router's own hook, which deletes the server build when it is done.
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        if (this.environment.config.consumer !== 'server') return;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry || !options.dir) return;
        const top = this.environment.getTopLevelConfig();
        const clientDir = resolve(top.root, top.environments.client?.build.outDir ?? 'build/client');
        const serverBuild = resolve(options.dir, entry.fileName);
        // The docs folder as the docsnav plugin loaded it for this build: not loaded a second time.
        const docsnav = top.plugins.find((p) => p.name === 'docsnav')?.api as DocsnavPluginApi | undefined;
        const all = (await paths(await docsnav?.index())).filter((p) => p !== '/');
        if (all.length === 0) return;
        const started = performance.now();
        const n = workerCount(all.length);
        const results = await Promise.all(
          shares(all, n).map((share) => run(worker, { serverBuild, clientDir, paths: share })),
        );
        const total = results.reduce((a, b) => a + b.done, 0);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.environment.logger.info(
          `docsnav site: prerendered ${total} pages in ${seconds} s (${n} worker thread${n > 1 ? 's' : ''})`,
        );
        const thrown = results.flatMap((r) => r.renderProblems);
        if (thrown.length) {
          // Before React Router deletes the server build and its maps.
          const locator = root ? new StackLocator(root) : undefined;
          const at = (t: RenderProblem) => (t.file && t.stack ? locator?.locate(t.stack) : undefined);
          this.environment.logger.warn(renderReport(thrown, at));
          if (process.env.DOCSNAV_STRICT === '1') {
            const pages = new Set(thrown.map((t) => t.path)).size;
            throw new Error(
              `docsnav site: ${pages} pages threw while prerendering (strict mode: DOCSNAV_STRICT=1)`,
            );
          }
        }
      },
    },
  };
}

/**
 * The prerender's report of the parts that threw: a page content that threw is a located diagnostic,
 * `guides/x.mdx:12:7  error  page-render-error  message (/guides/x/)` at the line of the page or snippet
 * that threw (`at`; the page file alone when the throw is in the kit or a library); its HTML shows the
 * error in place. A throw elsewhere is `/path/: message (left to the browser)`. The count of pages first.
 */
export function renderReport(
  thrown: readonly RenderProblem[],
  at: (t: RenderProblem) => DocsLocation | undefined = () => undefined,
): string {
  const pages = new Set(thrown.map((t) => t.path)).size;
  const lines = thrown.map((t) =>
    t.file
      ? formatProblem({
          code: 'page-render-error',
          severity: 'error',
          file: t.file,
          ...at(t),
          message: `${t.message} (${t.path})`,
        })
      : `${t.path}: ${t.message} (left to the browser, "Loading…" in the HTML)`,
  );
  return `docsnav site: ${pages} page${pages === 1 ? '' : 's'} with a part that threw while prerendering:\n  ${lines.join('\n  ')}`;
}
