import { act, cleanup, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabsNav } from '../test-support/fixtures.js';
import { modelOf } from '../test-support/render-host.js';
import { useNavigationLocation } from './hooks.js';
import { NavigationProvider } from './provider.js';
import { useBreadcrumbs } from './trail-hooks.js';

afterEach(cleanup);

const model = modelOf(tabsNav);

/** Per render of each reader, what it read. */
let seen: { parent: string[]; memo: string[] };
beforeEach(() => {
  seen = { parent: [], memo: [] };
});

/** Rendered again by the host on every navigation (a page's chrome). */
function Reader() {
  const location = useNavigationLocation();
  const crumbs = useBreadcrumbs();
  seen.parent.push(`${location.pathname} ${crumbs.map((c) => c.label).join('>')}`);
  return null;
}

/** Never rendered again by its parent: only the location can make it render. */
const MemoReader = memo(function MemoReader() {
  seen.memo.push(useNavigationLocation().pathname);
  return null;
});

let setPath: (path: string) => void = () => {};

/** A host whose pathname is state. */
function Host() {
  const [path, set] = useState('/quickstart');
  setPath = set;
  return (
    <NavigationProvider model={model} pathname={path}>
      <Reader />
      <MemoReader />
    </NavigationProvider>
  );
}

const go = (path: string) => act(() => setPath(path));

describe('the location readers (here, in the store)', () => {
  it('a reader rendered with the provider reads the new location in that same pass, never the old one', () => {
    render(<Host />);
    go('/deep/deeper/x');
    go('/quickstart');
    expect(seen.parent).toEqual([
      '/quickstart Guides>Start>Quickstart',
      '/deep/deeper/x Guides>Start>Deep>Deeper>X',
      '/quickstart Guides>Start>Quickstart',
    ]);
  });

  it('a memoized reader its parent does not render again is told of each navigation, once', () => {
    render(<Host />);
    go('/deep/a');
    go('/open/b');
    expect(seen.memo).toEqual(['/quickstart', '/deep/a', '/open/b']);
  });
});
