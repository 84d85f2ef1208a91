// No navigation at all, for pnpm bench:heap (bench/heap.mjs): React, the harness and the docs.json it fetched,
// with a single link to the current page (the harness waits for it). The floor every React peer's heap starts
// from. Not one of pnpm bench:browser's peers.
import { mountReact, usePath } from '../_shared/react-glue.js';

interface PathStore {
  get(): string;
  subscribe(cb: () => void): () => void;
}

function App({ store, Probe }: { store: PathStore; Probe: () => null }) {
  const pathname: string = usePath(store);
  return (
    <div>
      <a href={pathname}>{pathname}</a>
      <Probe />
    </div>
  );
}

/** Mounts the single link to the current page (bench/docsnav-model draws it too). */
export const mountLinkOnly = (container: HTMLElement, initialPath: string) =>
  mountReact(container, initialPath, App);

export const mount = (container: HTMLElement, _navJson: unknown, initialPath: string) =>
  mountLinkOnly(container, initialPath);
