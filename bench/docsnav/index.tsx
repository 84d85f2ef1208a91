// docsnav as a peer of the shared browser benchmark (../shared/bench/peers). bench/run-bench.mjs copies this
// file into the harness as adapters/docsnav/index.tsx. docs.json → model (parseDocs) is inside mount(), as
// the harness requires; routing goes through the harness's shared pathname store, like every React peer.
// Icons are drawn as `<i data-icon>` placeholders, as the other peers draw them (no icon code loaded).
import type { IconRef, NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { IconResolverProvider, type LinkComponent, NavigationProvider, Sidebar } from '@docsnav/react';
import { useMemo } from 'react';
import '@docsnav/react/styles.css';
import { makeLink, mountReact, usePath } from '../_shared/react-glue.js';

interface PathStore {
  get(): string;
  set(path: string): void;
  subscribe(cb: () => void): () => void;
}

const placeholder = (icon: IconRef) => <i data-icon={typeof icon === 'string' ? icon : icon.name} />;

function App({ model, store, Probe }: { model: NavModel; store: PathStore; Probe: () => null }) {
  const pathname: string = usePath(store);
  const Link = useMemo(() => makeLink(store) as LinkComponent, [store]);
  const navigate = useMemo(() => (href: string) => store.set(href), [store]);
  return (
    <NavigationProvider model={model} pathname={pathname} Link={Link} navigate={navigate}>
      <IconResolverProvider resolve={placeholder}>
        <div style={{ height: '100vh', overflow: 'auto', width: 300 }}>
          <Sidebar />
        </div>
      </IconResolverProvider>
      <Probe />
    </NavigationProvider>
  );
}

export async function mount(container: HTMLElement, navJson: unknown, initialPath: string) {
  const { model } = parseDocs(navJson);
  return mountReact(container, initialPath, (props: { store: PathStore; Probe: () => null }) => (
    <App model={model} {...props} />
  ));
}
