import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedNav } from '../test-support/fixtures.js';
import { nodesOf } from '../test-support/nodes.js';
import { modelOf, renderHost } from '../test-support/render-host.js';

afterEach(cleanup);

const model = modelOf(sharedNav);
const sidebarLinks = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));
const tab = (label: string) => {
  const i = nodesOf(model).findIndex((n) => n.type === 'division' && n.label === label);
  if (i < 0) throw new Error(`no tab ${label}`);
  return i;
};

describe('selecting a division whose target page is listed in several divisions', () => {
  it('lands in the chosen tab, although the previous tab lists the page too', () => {
    const { nav } = renderHost({ model, initial: '/a/one' });
    act(() => {
      nav().selectDivision(tab('Reference'));
      nav().navigate('/shared/page');
    });
    expect(nav().page?.source).toBe('shared/page');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Reference');
    expect(sidebarLinks()).toEqual(['/shared/page', '/b/two']);
  });

  it('without a choice, the same navigation stays in the tab shown (the previous location decides)', () => {
    const { nav, go } = renderHost({ model, initial: '/a/one' });
    go('/shared/page');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Guides');
  });

  it('moves into the chosen tab at once when its target is the page already shown', () => {
    const { nav } = renderHost({ model, initial: '/shared/page' });
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Guides');
    act(() => nav().selectDivision(tab('Reference')));
    expect(nav().location.pathname).toBe('/shared/page');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Reference');
    expect(sidebarLinks()).toEqual(['/shared/page', '/b/two']);
    act(() => nav().selectDivision(tab('Guides'), '/shared/page'));
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Guides');
  });

  it('waits for a router that navigates later, and is forgotten once the reader goes elsewhere', () => {
    const { nav, go } = renderHost({ model, initial: '/a/one' });
    act(() => nav().selectDivision(tab('Reference')));
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Guides');
    go('/shared/page');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Reference');
    go('/a/two');
    go('/shared/page');
    expect(nav().tabs.find((t) => t.current)?.label).toBe('Guides');
  });
});
