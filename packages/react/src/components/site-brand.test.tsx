import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { DocsLayout } from './docs-layout.js';
import { BrandNavbar, BrandStyle, NavbarLinks, NavbarPrimary, SiteLogo } from './site-brand.js';

afterEach(cleanup);

const navigation = { groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] };
const branded = {
  name: 'Acme',
  colors: { primary: '#166E3F', light: '#26BD6C' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
  navbar: {
    links: [
      { label: 'Blog', href: 'https://acme.example/blog' },
      { label: 'Changelog', href: '/changelog' },
      { label: '', href: 'https://x.com/acme', icon: 'users' },
      { type: 'github', href: 'https://github.com/acme/acme' },
    ],
    primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.example' },
  },
  navigation,
};

describe('brand components', () => {
  it('draws the logo for both schemes, linking to the site root under basePath', () => {
    render(
      <MemoryHost model={modelFrom(branded)} initialPath="/docs/quickstart" basePath="/docs">
        <SiteLogo />
      </MemoryHost>,
    );
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link.getAttribute('href')).toBe('/docs');
    const images = link.querySelectorAll('img');
    expect([...images].map((i) => [i.className, i.getAttribute('src'), i.alt])).toEqual([
      ['docsnav-logo-img docsnav-logo-light', '/docs/logo/light.svg', ''],
      ['docsnav-logo-img docsnav-logo-dark', '/docs/logo/dark.svg', ''],
    ]);
  });

  it('shows the name as text without a logo, and nothing without either', () => {
    const { unmount } = render(
      <MemoryHost model={modelFrom({ name: 'Acme', navigation })} initialPath="/">
        <SiteLogo />
      </MemoryHost>,
    );
    expect(screen.getByRole('link', { name: 'Acme' }).textContent).toBe('Acme');
    unmount();
    const { container } = render(
      <MemoryHost model={modelFrom({ navigation })} initialPath="/">
        <SiteLogo />
        <NavbarLinks />
        <NavbarPrimary />
        <BrandNavbar />
        <BrandStyle />
      </MemoryHost>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('lists the navbar links: external ones in a new tab, icon-only ones named by their host or "GitHub"', async () => {
    render(
      <MemoryHost model={modelFrom(branded)} initialPath="/docs" basePath="/docs">
        <NavbarLinks />
      </MemoryHost>,
    );
    const list = within(screen.getByRole('list', { name: 'Navbar' }));
    expect(
      list.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Blog (opens in a new tab)', 'https://acme.example/blog', '_blank'],
      ['Changelog', '/docs/changelog', null],
      ['x.com (opens in a new tab)', 'https://x.com/acme', '_blank'],
      ['GitHub (opens in a new tab)', 'https://github.com/acme/acme', '_blank'],
    ]);
    const mark = list.getByRole('link', { name: /GitHub/ }).querySelector('svg.docsnav-github-mark');
    expect(mark).not.toBeNull();
    // The mark's path is its own module, loaded where a GitHub link is drawn.
    await waitFor(() => expect(mark?.querySelector('path')?.getAttribute('d')).toMatch(/^M8 0C3\.58/));
  });

  it('draws the primary button, or a GitHub link', () => {
    const { unmount } = render(
      <MemoryHost model={modelFrom(branded)} initialPath="/">
        <NavbarPrimary />
      </MemoryHost>,
    );
    expect(screen.getByRole('link', { name: /^Sign up/ }).classList.contains('docsnav-navbar-button')).toBe(
      true,
    );
    unmount();
    const github = {
      navbar: { primary: { type: 'github', href: 'https://github.com/acme/acme' } },
      navigation,
    };
    render(
      <MemoryHost model={modelFrom(github)} initialPath="/">
        <NavbarPrimary />
      </MemoryHost>,
    );
    expect(screen.getByRole('link', { name: /^GitHub/ }).getAttribute('href')).toBe(
      'https://github.com/acme/acme',
    );
  });

  it('applies the CSS the build computed (settings.brand.css) as it is', () => {
    const model = modelFrom(branded);
    const brand = model.settings.brand as NonNullable<typeof model.settings.brand>;
    brand.css = ':root{--docsnav-accent:#123456;}';
    const { container } = render(
      <MemoryHost model={model} initialPath="/">
        <BrandStyle />
      </MemoryHost>,
    );
    expect(container.querySelector('style[data-docsnav-brand]')?.textContent).toBe(
      ':root{--docsnav-accent:#123456;}',
    );
  });

  it('draws no style for css "" (the page has it: a Vite build of HTML pages), and loads nothing', async () => {
    const model = modelFrom(branded);
    const brand = model.settings.brand as NonNullable<typeof model.settings.brand>;
    brand.css = '';
    const { container } = render(
      <MemoryHost model={model} initialPath="/">
        <BrandStyle />
        <SiteLogo />
      </MemoryHost>,
    );
    await screen.findByRole('link', { name: 'Acme' });
    expect(container.querySelector('style')).toBeNull();
  });

  it('computes the accent tokens from colors when the model has no CSS (a model parsed in the browser)', async () => {
    const { container } = render(
      <MemoryHost model={modelFrom(branded)} initialPath="/">
        <BrandStyle />
      </MemoryHost>,
    );
    // The style element is there at once; its CSS once core's brandCss has loaded.
    const style = container.querySelector('style[data-docsnav-brand]');
    expect(style).not.toBeNull();
    await waitFor(() => expect(style?.textContent).not.toBe(''));
    const css = style?.textContent ?? '';
    // The light set on :root, the dark one for a dark preference and under [data-theme="dark"] / .dark.
    expect(css).toMatch(/^:root,[^{]*\{--docsnav-accent:#166e3f;.*--docsnav-button-bg:#166e3f;/);
    expect(css).toMatch(/:root \.dark\{--docsnav-accent:#26bd6c;.*--docsnav-button-bg:#166e3f;/);
  });

  it("applies docs.json's background.color alone: the dark page's background", async () => {
    const { container } = render(
      <MemoryHost
        model={modelFrom({ background: { color: { dark: '#121B22' } }, navigation })}
        initialPath="/"
      >
        <BrandStyle />
      </MemoryHost>,
    );
    const style = container.querySelector('style[data-docsnav-brand]');
    await waitFor(() => expect(style?.textContent).toMatch(/:root \.dark\{--docsnav-bg:#121b22;/));
    expect(style?.textContent).not.toContain('--docsnav-accent');
  });
});

describe('DocsLayout with a brand', () => {
  it('draws the logo, navbar and colours in the header, and the navbar in the drawer', async () => {
    const { container } = render(
      <MemoryHost model={modelFrom(branded)} initialPath="/quickstart">
        <DocsLayout>
          <p>Body</p>
        </DocsLayout>
      </MemoryHost>,
    );
    const header = within(container.querySelector('header') as HTMLElement);
    expect(header.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/');
    expect(header.getByRole('list', { name: 'Navbar' })).toBeTruthy();
    expect(header.getByRole('link', { name: /^Sign up/ })).toBeTruthy();
    expect(container.querySelector('style[data-docsnav-brand]')).not.toBeNull();
    await userEvent.click(header.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    expect(drawer.getByRole('list', { name: 'Navbar' })).toBeTruthy();
    expect(drawer.getByRole('link', { name: /^Sign up/ })).toBeTruthy();
  });

  it("draws a global anchor the navbar has once, as the navbar's, and the global anchors in the drawer too", async () => {
    // tursodatabase's docs.json: navbar.primary of type github and a global anchor to the same repository.
    const docs = {
      name: 'Turso',
      navbar: {
        links: [{ label: 'Dashboard', href: 'https://turso.example/app' }],
        primary: { type: 'github', href: 'https://github.com/turso/turso' },
      },
      navigation: {
        global: {
          anchors: [
            { anchor: 'Homepage', href: 'https://turso.example' },
            { anchor: 'GitHub', href: 'https://github.com/turso/turso' },
          ],
        },
        ...navigation,
      },
    };
    const { container } = render(
      <MemoryHost model={modelFrom(docs)} initialPath="/quickstart">
        <DocsLayout />
      </MemoryHost>,
    );
    const header = within(container.querySelector('header') as HTMLElement);
    const repository = header
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === 'https://github.com/turso/turso');
    expect(repository).toHaveLength(1);
    expect(repository[0]?.querySelector('.docsnav-github-mark')).not.toBeNull();
    const anchors = within(header.getByRole('list', { name: 'Links' }));
    expect(anchors.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://turso.example',
    ]);
    // On a phone the header's anchors are hidden: the drawer has them, under the navbar.
    await userEvent.click(header.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    const inDrawer = within(drawer.getByRole('list', { name: 'Links' }));
    expect(inDrawer.getByRole('link', { name: /^Homepage/ }).getAttribute('href')).toBe(
      'https://turso.example',
    );
    expect(drawer.getAllByRole('link', { name: /GitHub/ })).toHaveLength(1);
  });

  it("keeps the host's own logo over docs.json's", () => {
    render(
      <MemoryHost model={modelFrom(branded)} initialPath="/">
        <DocsLayout logo={<span>Own</span>} />
      </MemoryHost>,
    );
    expect(screen.getByText('Own')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Acme' })).toBeNull();
  });
});
