// docsnav as a peer of the shared browser benchmark (../shared/bench/peers). The harness imports this file
// through BENCH_EXTRA_ADAPTERS=docsnav=<this file>; see bench/README.md. docs.json → model (parseDocs) is
// inside mount(), as the harness requires; routing goes through the harness's shared pathname store.
import { parseDocs } from '@docsnav/core/parse';
import { type LinkComponent, NavigationProvider, Sidebar } from '@docsnav/react';
import '@docsnav/react/styles.css';
import { makeLink, mountReact, usePath } from '../_shared/react-glue.js';

interface PathStore {
  get(): string;
  set(path: string): void;
  subscribe(cb: () => void): () => void;
}

export async function mount(container: HTMLElement, navJson: unknown, initialPath: string) {
  const { model } = parseDocs(navJson);
  function App({ store, Probe }: { store: PathStore; Probe: () => null }) {
    const pathname: string = usePath(store);
    const Link = makeLink(store) as LinkComponent;
    return (
      <NavigationProvider model={model} pathname={pathname} Link={Link} navigate={(href) => store.set(href)}>
        <div style={{ height: '100vh', overflow: 'auto', width: 300 }}>
          <Sidebar />
        </div>
        <Probe />
      </NavigationProvider>
    );
  }
  return mountReact(container, initialPath, App);
}
