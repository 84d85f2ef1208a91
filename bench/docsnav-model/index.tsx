// docsnav's navigation without its sidebar, for pnpm bench:heap (bench/heap.mjs): what bench/docsnav does before
// it draws (parseSplit, the initial page's scope, the split index the provider builds, the page located), and a
// single link to the current page (the harness waits for it). Its heap minus bench/react-only's is what the
// navigation model itself keeps. Not one of pnpm bench:browser's peers.
import { locate, sharedIndex } from '@docsnav/core';
import { parseSplit } from '@docsnav/core/split';
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

export async function mount(container: HTMLElement, navJson: unknown, initialPath: string) {
  const docs = parseSplit(navJson);
  const scopes = docs.scopesFor(initialPath).flatMap((id) => docs.scope(id) ?? []);
  const index = sharedIndex(docs.shell, scopes);
  const handle = await mountReact(container, initialPath, App);
  // The handle holds them while the harness holds it (mounted), as the provider would.
  return { ...handle, kept: [docs, scopes, index, locate(index, initialPath)] };
}
