import { act, cleanup, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { modelOf } from '../test-support/render-host.js';
import { useNavLocation } from './hooks.js';
import { NavigationProvider } from './provider.js';
import { useBreadcrumbs } from './trail-hooks.js';

afterEach(cleanup);

const model = modelOf(tabsNav);

/** Renders a host whose pathname is state; `seen` gets, per render of each reader, the pathname it read. */
function host() {
  const seen: { parent: string[]; memo: string[] } = { parent: [], memo: [] };
  /** Rendered again by the host on every navigation (a page's chrome). */
  function Reader() {
    const location = useNavLocation();
    const crumbs = useBreadcrumbs();
    seen.parent.push(`${location.pathname} ${crumbs.map((c) => c.label).join('>')}`);
    return null;
  }
  /** Never rendered again by its parent: only the location can make it render. */
  const MemoReader = memo(function MemoReader() {
    seen.memo.push(useNavLocation().pathname);
    return null;
  });
  let go: (path: string) => void = () => {};
  function Host() {
    const [path, setPath] = useState('/quickstart');
    go = (p) => act(() => setPath(p));
    return (
      <NavigationProvider model={model} pathname={path}>
        <Reader />
        <MemoReader />
      </NavigationProvider>
    );
  }
  render(<Host />);
  return { seen, go: (p: string) => go(p) };
}

describe('the location readers (here, in the store)', () => {
  it('a reader rendered with the provider reads the new location in that same pass, never the old one', () => {
    const { seen, go } = host();
    go('/deep/deeper/x');
    go('/quickstart');
    expect(seen.parent).toEqual([
      '/quickstart Guides>Start>Quickstart',
      '/deep/deeper/x Guides>Start>Deep>Deeper>X',
      '/quickstart Guides>Start>Quickstart',
    ]);
  });

  it('a memoized reader its parent does not render again is told of each navigation, once', () => {
    const { seen, go } = host();
    go('/deep/a');
    go('/open/b');
    expect(seen.memo).toEqual(['/quickstart', '/deep/a', '/open/b']);
  });
});
