// Server-only: hands the scopes of the page being rendered to the root layout. A layout is not told which
// page it wraps, and it must stay above the `[[...slug]]` segment (Next.js remounts a segment whose params
// change, and the sidebar must survive client navigations). React's `cache` gives one object per render
// (one page of the static export): the page resolves it, the layout passes the promise to its client
// component, which reads it with `use` (already resolved in the payload when the browser hydrates).
import type { NavScope } from '@docsnav/core/split';
import { cache } from 'react';

interface Handoff {
  promise: Promise<NavScope[]>;
  resolve: (scopes: NavScope[]) => void;
}

/** This render's hand-off of the page's scopes (the same object for the layout and the page). */
export const pageScopes = cache((): Handoff => {
  let resolve: Handoff['resolve'] = () => {};
  const promise = new Promise<NavScope[]>((r) => {
    resolve = r;
  });
  return { promise, resolve };
});
