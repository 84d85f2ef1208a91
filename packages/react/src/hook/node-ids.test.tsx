/** The public API addresses nodes by their stable string id; the node-index form still works. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modelFrom } from '../test-support/host.js';
import { guidesDocs, guidesOptions } from '../test-support/navs.js';
import { findItem, renderHost } from '../test-support/render-host.js';
import { useSidebarNode } from './hooks.js';
import { NavigationProvider } from './provider.js';
import type { SidebarNodeState } from './types.js';

afterEach(cleanup);

const model = modelFrom(guidesDocs, guidesOptions);

function item(host: ReturnType<typeof renderHost>, label: string) {
  const found = findItem(host.nav().sidebar.items, label);
  if (!found) throw new Error(`no sidebar item ${label}`);
  return found;
}

/** Records the state `useSidebarNode(id)` gives at each render. */
function Entry({ id, seen }: { id: string; seen: SidebarNodeState[] }) {
  seen.push(useSidebarNode(id));
  return null;
}

describe('node ids in the public API', () => {
  it('toggle, open and close take a group’s id (and still its index)', () => {
    const host = renderHost({ model, initial: '/quickstart', children: <></> });
    const billing = item(host, 'Billing');
    expect(host.nav().nodeState(billing.id).open).toBe(false);
    act(() => host.nav().toggle(billing.id));
    expect(host.nav().nodeState(billing.id).open).toBe(true);
    expect(host.nav().expanded[billing.id]).toBe(true);
    act(() => host.nav().close(billing.id));
    expect(host.nav().nodeState(billing.node).open).toBe(false);
    act(() => host.nav().open(billing.node));
    expect(host.nav().nodeState(billing.id).open).toBe(true);
  });

  it('selectGroup takes an id: a group with a root page leads to it', () => {
    const host = renderHost({ model, initial: '/quickstart', children: <></> });
    const auth = item(host, 'Authentication');
    act(() => host.nav().selectGroup(auth.id));
    expect(host.visited).toEqual(['/guides/auth/overview']);
  });

  it('an unknown id does nothing and does not throw', () => {
    const host = renderHost({ model, initial: '/quickstart', children: <></> });
    const before = host.nav().expanded;
    act(() => host.nav().toggle('no-such-id'));
    act(() => host.nav().selectGroup('no-such-id'));
    expect(host.nav().expanded).toBe(before);
    expect(host.visited).toEqual([]);
    expect(host.nav().nodeState('no-such-id')).toEqual({ open: false, current: false, onTrail: false });
  });

  it('useSidebarNode(id) follows a page by its id, across navigations', () => {
    const host = renderHost({ model, initial: '/quickstart', children: <></> });
    const intro = item(host, 'Introduction');
    const seen: SidebarNodeState[] = [];
    const { rerender } = render(
      <NavigationProvider model={model} pathname="/quickstart">
        <Entry id={intro.id} seen={seen} />
      </NavigationProvider>,
    );
    expect(seen.at(-1)?.current).toBe(false);
    rerender(
      <NavigationProvider model={model} pathname="/">
        <Entry id={intro.id} seen={seen} />
      </NavigationProvider>,
    );
    expect(seen.at(-1)).toEqual({ open: false, current: true, onTrail: true });
  });
});
