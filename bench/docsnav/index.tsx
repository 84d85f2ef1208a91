// docsnav as a peer of the shared browser benchmark (../shared/bench/peers). bench/run-bench.mjs copies this
// file into the harness as adapters/docsnav/index.tsx. docs.json → model is inside mount(), as the harness
// requires: parseSplit walks the divisions and parses the initial page's scope (its tab) only; another tab is
// parsed when the provider asks for it (resolveScopes + loadScope, on the navigation into it). Routing goes
// through the harness's shared pathname store, like every React peer.
// Icons are drawn as `<i data-icon>` placeholders, as the other peers draw them (no icon code loaded).
import type { IconRef, NavScope } from '@docsnav/core';
import { parseSplit } from '@docsnav/core/split';
import { IconResolverProvider, type LinkComponent, Sidebar, type SidebarProps } from '@docsnav/react';
import { SplitNavigationProvider } from '@docsnav/react/split';
import { type ReactNode, useMemo } from 'react';
import '@docsnav/react/styles.css';
import { makeLink, mountReact, usePath } from '../_shared/react-glue.js';

interface PathStore {
  get(): string;
  set(path: string): void;
  subscribe(cb: () => void): () => void;
}

const placeholder = (icon: IconRef) => <i data-icon={typeof icon === 'string' ? icon : icon.name} />;

interface AppProps {
  docs: Awaited<ReturnType<typeof parseSplit>>;
  scopes: NavScope[];
  store: PathStore;
  Probe: () => null;
  /** Drawn above the sidebar (bench/docsnav-tabs: a tab bar). */
  header?: ReactNode;
  /** The sidebar's mode for closed groups (bench/docsnav-unmount); its default otherwise. */
  collapsed?: SidebarProps['collapsed'];
}

function App({ docs, scopes, store, Probe, header, collapsed }: AppProps) {
  const pathname: string = usePath(store);
  const Link = useMemo(() => makeLink(store) as LinkComponent, [store]);
  const navigate = useMemo(() => (href: string) => store.set(href), [store]);
  return (
    <SplitNavigationProvider
      shell={docs.shell}
      scopes={scopes}
      loadScope={docs.loadScope}
      resolveScopes={docs.resolveScopes}
      pathname={pathname}
      Link={Link}
      navigate={navigate}
    >
      <IconResolverProvider resolve={placeholder}>
        {header}
        <div style={{ height: '100vh', overflow: 'auto', width: 300 }}>
          <Sidebar collapsed={collapsed} />
        </div>
      </IconResolverProvider>
      <Probe />
    </SplitNavigationProvider>
  );
}

/** Mounts the app on `navJson` at `initialPath`, with `header` above the sidebar and the sidebar in the
 *  `collapsed` mode. */
export async function mountWith(
  container: HTMLElement,
  navJson: unknown,
  initialPath: string,
  header?: ReactNode,
  collapsed?: SidebarProps['collapsed'],
) {
  const docs = await parseSplit(navJson);
  const ids = await docs.scopesFor(initialPath);
  const scopes = (await Promise.all(ids.map((id) => docs.scope(id)))).flatMap((s) => s ?? []);
  return mountReact(container, initialPath, (props: { store: PathStore; Probe: () => null }) => (
    <App docs={docs} scopes={scopes} header={header} collapsed={collapsed} {...props} />
  ));
}

export const mount = (container: HTMLElement, navJson: unknown, initialPath: string) =>
  mountWith(container, navJson, initialPath);
