import { lazyPart } from '../lazy-part.js';

export type { DormantGroups } from './dormant-code.js';

/** The closed groups' markup code (`dormant-code.ts`), loaded once a job waits for it. */
const code = lazyPart(() => import('./dormant-code.js'));

/** The closed groups' markup code, or undefined until it has arrived (it has when a group holds markup). */
export const dormantCode = code.current;

type DormantCode = typeof import('./dormant-code.js');

/** Jobs waiting for {@link afterMount}'s runner, in the order they came (document order: layout effects). */
const jobs: ((code: DormantCode) => void)[] = [];
/** A task of the runner is scheduled. */
let scheduled = false;
/** The longest run of jobs in one task (ms): input and rendering get the main thread between two. */
const SLICE = 8;

/** Runs `run` in the next idle period, or a second later on a page that is never idle (without
 *  `requestIdleCallback`, Safari and jsdom: in the next task). So the fill never takes the main thread from
 *  a render React has split into tasks (a navigation into another tab) or from input. */
function later(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function runJobs(): void {
  const loaded = code.current();
  if (!loaded) return;
  const end = performance.now() + SLICE;
  do jobs.shift()?.(loaded);
  while (jobs.length && performance.now() < end);
  scheduled = jobs.length > 0;
  if (scheduled) later(runJobs);
}

/** Starts the runner once the code is there, loaded in the first idle period. */
function schedule(): void {
  if (code.current()) {
    later(runJobs);
    return;
  }
  const stop = code.subscribe(() => {
    stop();
    later(runJobs);
  });
  later(code.load);
}

/**
 * Runs `job` soon after the current commit, outside React, a few jobs per task: the deferred fill of closed
 * groups (see `UntilFound`), with the markup's code (`dormant-code.ts`, loaded in the first idle period
 * after the first job came). Not a React update: a state change in each of hundreds of groups made React
 * copy (alternate fibers, kept for good) every entry on the path from the root to each of them, about 4,000
 * fibers at nav-50k.
 */
export function afterMount(job: (code: DormantCode) => void): void {
  jobs.push(job);
  if (!scheduled) {
    scheduled = true;
    schedule();
  }
}
