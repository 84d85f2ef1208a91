import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationLink } from '../hook/hooks.js';
import type { NavLinkProps } from '../hook/types.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { GlobalAnchors } from './global-anchors.js';
import { NavAnchor } from './links.js';

afterEach(cleanup);

/** A host link that marks what it renders, so a test sees which links went through the host's router. */
function HostLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a {...rest} href={href} data-host-link="">
      {children}
    </a>
  );
}

describe('GlobalAnchors', () => {
  it('renders every global anchor as external, protocol-relative hrefs included', () => {
    const model = modelFrom({
      name: 'Globals',
      navigation: {
        global: {
          anchors: [
            { anchor: 'Status', href: '//status.example.com' },
            { anchor: 'GitHub', href: 'https://github.com/acme' },
          ],
        },
        groups: [{ group: 'Start', pages: ['index'] }],
      },
    });
    render(
      <MemoryHost model={model} initialPath="/" Link={HostLink}>
        <GlobalAnchors />
      </MemoryHost>,
    );
    const list = within(screen.getByRole('list', { name: 'Links' }));
    for (const [name, href] of [
      ['Status', '//status.example.com'],
      ['GitHub', 'https://github.com/acme'],
    ] as const) {
      const link = list.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('data-host-link')).toBe(false);
      expect(link.querySelector('.docsnav-external-mark')).not.toBeNull();
    }
  });
});

/** A link to `/\evil.example` drawn with the provider's link component. */
function AwayLink() {
  const Link = useNavigationLink();
  return <Link href="/\evil.example">away</Link>;
}

describe('NavAnchor and the default link with hrefs a browser sends to another host', () => {
  it('never hands `//host` or `/\\host` to the host router, even when marked internal', () => {
    const model = modelFrom({
      name: 'Redirect',
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    });
    render(
      <MemoryHost model={model} initialPath="/" Link={HostLink}>
        <NavAnchor href="/\evil.example" Link={HostLink} external={false}>
          backslash
        </NavAnchor>
      </MemoryHost>,
    );
    const link = screen.getByRole('link', { name: 'backslash (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.hasAttribute('data-host-link')).toBe(false);
  });

  it('the provider link without a host Link does not route `/\\host` through navigate', async () => {
    const model = modelFrom({ name: 'Nav', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });
    const visited: string[] = [];
    render(
      <MemoryHost model={model} initialPath="/" onNavigate={(href) => visited.push(href)}>
        <AwayLink />
      </MemoryHost>,
    );
    const link = screen.getByRole('link', { name: 'away' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(visited).toEqual([]);
    expect(click.defaultPrevented).toBe(false);
  });
  it('leaves out the anchors whose href `omit` lists (links shown beside it already)', () => {
    const model = modelFrom({
      navigation: {
        global: {
          anchors: [
            { anchor: 'Status', href: 'https://status.example.com' },
            { anchor: 'GitHub', href: 'https://github.com/acme' },
          ],
        },
        groups: [{ group: 'Start', pages: ['index'] }],
      },
    });
    const { rerender } = render(
      <MemoryHost model={model} initialPath="/">
        <GlobalAnchors omit={['https://github.com/acme']} />
      </MemoryHost>,
    );
    const list = () => screen.queryByRole('list', { name: 'Links' });
    expect(
      within(list() as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://status.example.com']);
    rerender(
      <MemoryHost model={model} initialPath="/">
        <GlobalAnchors omit={['https://github.com/acme', 'https://status.example.com']} />
      </MemoryHost>,
    );
    // Nothing left: no empty list.
    expect(list()).toBeNull();
  });
});
