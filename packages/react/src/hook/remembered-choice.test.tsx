import { createNavIndex, type NavModel } from '@docsnav/core';
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { versionsNav } from '../test-support/fixtures.js';
import { modelOf, renderHost } from '../test-support/render-host.js';
import { useNavigationIndex, useNavigationLocation } from './hooks.js';
import { NavigationProvider } from './provider.js';
import { useSwitchTargets } from './switch-targets.js';
import type { NavigationOptions } from './types.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** v2 (the default, listed first: where a shared page is located without a choice) and v1 share `shared/faq`. */
const versions = modelOf({
  versions: [
    { version: 'v2', default: true, groups: [{ group: 'Guide', pages: ['v2/intro', 'shared/faq'] }] },
    { version: 'v1', groups: [{ group: 'Guide', pages: ['v1/intro', 'shared/faq'] }] },
  ],
});
/** Languages with versions inside, every one listing `shared`; en and v2 come first. */
const nested = modelOf({
  languages: ['en', 'fr'].map((language) => ({
    language,
    versions: ['v2', 'v1'].map((version) => ({
      version,
      groups: [{ group: 'Start', pages: ['shared', `${language}/${version}/own`] }],
    })),
  })),
});

/** The active version and language, printed (so the server HTML shows where the page was located), under
 *  a version switcher's hook (the switchers set up the remembered choice: a site without them has nothing
 *  to pick with). */
function Where({ switcher = true }: { switcher?: boolean }) {
  const { divisions } = useNavigationLocation();
  const { nodes } = useNavigationIndex();
  const label = (i = -1) => {
    const x = nodes[i];
    return x?.type === 'division' ? x.label : '-';
  };
  return (
    <output>
      {switcher && <VersionOptions />}
      {`${label(divisions.language)} ${label(divisions.version)}`}
    </output>
  );
}

function VersionOptions() {
  useSwitchTargets('version');
  return null;
}

/** A fresh page load: a new provider on `pathname` (as after a reload). */
const load = (model: NavModel, pathname: string, options: NavigationOptions = {}, switcher = true) =>
  render(
    <NavigationProvider model={model} pathname={pathname} {...options}>
      <Where switcher={switcher} />
    </NavigationProvider>,
  );

const shown = (c: HTMLElement) => c.querySelector('output')?.textContent;

/** Picks an option of a switcher as the kit's switchers do: `selectDivision`, then the host follows. */
function pick(model: NavModel, at: string, kind: 'version' | 'language', label: string, o = {}) {
  const host = renderHost({ model, initial: at, ...o });
  const target = host.targets(kind).find((t) => t.label === label);
  if (!target) throw new Error(`no ${kind} ${label}`);
  act(() => {
    host.nav().selectDivision(target.node, target.href);
    host.nav().navigate(target.href);
  });
  return host;
}

const idOf = (model: NavModel, label: string) =>
  createNavIndex(model).nodes.find((x) => x.type === 'division' && x.label === label)?.id;

describe('remembered version and language', () => {
  it('a page shared by v1 and v2 opens in v1 after a reload once the reader picked v1', () => {
    const first = pick(versions, '/shared/faq', 'version', 'v1');
    expect(first.nav().location.pathname).toBe('/shared/faq');
    expect(first.targets('version').find((t) => t.current)?.label).toBe('v1');
    expect(JSON.parse(localStorage.getItem('docsnav:division') ?? 'null')).toEqual({
      [idOf(versions, 'v1') ?? '?']: true,
    });
    first.unmount();
    const reloaded = load(versions, '/shared/faq');
    expect(shown(reloaded.container)).toBe('- v1');
  });

  it('renders the default on the server and the first client render, then the remembered one', async () => {
    localStorage.setItem('docsnav:division', JSON.stringify({ [idOf(versions, 'v1') ?? '?']: true }));
    const tree = () => (
      <NavigationProvider model={versions} pathname="/shared/faq">
        <Where />
      </NavigationProvider>
    );
    const html = renderToString(tree());
    expect(html).toContain('- v2');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(shown(container)).toBe('- v1');
  });

  it('is set up by the switchers: a page without any leaves the storage unread', () => {
    localStorage.setItem('docsnav:division', JSON.stringify({ [idOf(versions, 'v1') ?? '?']: true }));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(shown(load(versions, '/shared/faq', {}, false).container)).toBe('- v2');
    expect(read).not.toHaveBeenCalledWith('docsnav:division');
    cleanup();
    expect(shown(load(versions, '/shared/faq').container)).toBe('- v1');
    expect(read).toHaveBeenCalledWith('docsnav:division');
  });

  it('keeps a page that only one version lists in its own version, and keeps the remembered choice', () => {
    const v1 = JSON.stringify({ [idOf(versions, 'v1') ?? '?']: true });
    localStorage.setItem('docsnav:division', v1);
    const { container } = load(versions, '/v2/intro');
    expect(shown(container)).toBe('- v2');
    expect(localStorage.getItem('docsnav:division')).toBe(v1);
  });

  it('leaves an unknown page in the version its path leads to', () => {
    localStorage.setItem('docsnav:division', JSON.stringify({ [idOf(versions, 'v1') ?? '?']: true }));
    expect(shown(load(versions, '/v2/no-such-page').container)).toBe('- v2');
  });

  it('remembers a language and a version nested in it together', () => {
    pick(nested, '/shared', 'language', 'Français').unmount();
    expect(shown(load(nested, '/shared').container)).toBe('Français v2');
    cleanup();
    pick(nested, '/shared', 'version', 'v1').unmount();
    const id = createNavIndex(nested).nodes.find((x) => x.id.includes('fr') && x.id.endsWith('v1'))?.id;
    expect(JSON.parse(localStorage.getItem('docsnav:division') ?? 'null')).toEqual({ [id ?? '?']: true });
    expect(shown(load(nested, '/shared').container)).toBe('Français v1');
  });

  it('does not remember a tab, nor anything with rememberChoice={false}', () => {
    const host = renderHost({ model: modelOf(versionsNav), initial: '/v2/intro' });
    const reference = host.nav().tabs.find((t) => t.label === 'Reference');
    act(() => host.nav().selectDivision(reference?.node ?? -1));
    act(() => host.nav().navigate('/v2/ref/y'));
    expect(host.nav().tabs.find((t) => t.current)?.label).toBe('Reference');
    expect(localStorage.getItem('docsnav:division')).toBeNull();
    cleanup();
    pick(versions, '/shared/faq', 'version', 'v1', { rememberChoice: false }).unmount();
    expect(localStorage.getItem('docsnav:division')).toBeNull();
    localStorage.setItem('docsnav:division', JSON.stringify({ [idOf(versions, 'v1') ?? '?']: true }));
    expect(shown(load(versions, '/shared/faq', { rememberChoice: false }).container)).toBe('- v2');
  });

  it('uses sessionStorage and another key when asked', () => {
    const options = { rememberChoice: 'session', choiceStorageKey: 'site-a:version' } as const;
    pick(versions, '/shared/faq', 'version', 'v1', options).unmount();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('site-a:version')).toContain(idOf(versions, 'v1'));
    expect(shown(load(versions, '/shared/faq', options).container)).toBe('- v1');
    cleanup();
    expect(shown(load(versions, '/shared/faq').container)).toBe('- v2');
  });

  it('ignores bad JSON, a stored id the model no longer has, and a storage that throws', () => {
    localStorage.setItem('docsnav:division', '{not json');
    expect(shown(load(versions, '/shared/faq').container)).toBe('- v2');
    cleanup();
    localStorage.setItem(
      'docsnav:division',
      JSON.stringify({ '/v:v0': true, [idOf(versions, 'v1') ?? '?']: 1 }),
    );
    expect(shown(load(versions, '/shared/faq').container)).toBe('- v2');
    cleanup();
    const denied = {
      read: () => {
        throw new Error('denied');
      },
      write: () => {
        throw new Error('full');
      },
    };
    const host = pick(versions, '/shared/faq', 'version', 'v1', { rememberChoice: denied });
    expect(host.targets('version').find((t) => t.current)?.label).toBe('v1');
  });
});
