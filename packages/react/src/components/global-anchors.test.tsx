import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavLinkProps } from '../hook/types.js';
import { GlobalAnchors } from './global-anchors.js';
import { MemoryHost, modelFrom } from './test-support/host.js';

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
