import type { NavModel } from '@docsnav/core';
import { DocsLayout } from '@docsnav/react/layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandedButton, brandedGithub, brandedGithubTwice } from './support/brand/models.js';
import { Frame, Host } from './support/host.js';

/** Where a story opens: its model and path, and the frame around the layout. */
interface At {
  model: NavModel;
  path: string;
  frame?: Omit<ComponentProps<typeof Frame>, 'children'>;
}
const at = (model: NavModel, path: string, frame?: At['frame']) => ({ at: { model, path, frame } });

/** The layout's computed value of a token (the brand's `<style>` sets it on `:root`). */
const token = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();

const meta = {
  title: 'Layout/Brand',
  component: DocsLayout,
  // No default `at`: Storybook deep-merges a story's parameters into the meta's, which would mix two models.
  render: (args, { parameters }) => {
    const { model, path, frame } = parameters.at as At;
    return (
      <Frame width="100%" {...frame}>
        <Host model={model} path={path}>
          <DocsLayout {...args}>
            <article style={{ fontFamily: 'system-ui', lineHeight: 1.6 }}>
              <h1 style={{ marginBlock: '0 1rem' }}>Page title</h1>
              <p>docs.json's logo, navbar and colours around the navigation.</p>
            </article>
          </DocsLayout>
        </Host>
      </Frame>
    );
  },
} satisfies Meta<typeof DocsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Light: the light logo, the navbar's links and primary button, the violet accent (`colors.primary`). */
export const LogoAndNavbarLight: Story = {
  parameters: at(brandedButton, '/guides/auth/keys'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Acme' });
    const [light, dark] = [...logo.querySelectorAll('img')];
    await waitFor(() => expect((light as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(light).toBeVisible();
    await expect(dark).not.toBeVisible();
    const links = within(canvas.getByRole('list', { name: 'Navbar' }));
    await expect(links.getByRole('link', { name: /Support/ })).toHaveAttribute(
      'href',
      'mailto:support@acme.example',
    );
    await expect(links.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/changelog');
    const button = canvas.getByRole('link', { name: /^Sign up/ });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(109, 40, 217)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    const current = canvas.getAllByRole('link', { name: /API keys/ })[0] as HTMLElement;
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).color).toBe('rgb(109, 40, 217)');
    await expect(token(canvasElement, '--docsnav-accent')).toContain('#6d28d9');
  },
};

/** Dark: the dark logo, the dark scheme's accent (`colors.light`), the button keeps `colors.dark`. */
export const LogoAndNavbarDark: Story = {
  parameters: at(brandedButton, '/guides/auth/keys', { theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Acme' });
    const [light, dark] = [...logo.querySelectorAll('img')];
    await waitFor(() => expect((dark as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(dark).toBeVisible();
    await expect(light).not.toBeVisible();
    const current = canvas.getAllByRole('link', { name: /API keys/ })[0] as HTMLElement;
    await expect(getComputedStyle(current).color).toBe('rgb(167, 139, 250)');
    await expect(getComputedStyle(canvas.getByRole('link', { name: /^Sign up/ })).backgroundColor).toBe(
      'rgb(109, 40, 217)',
    );
  },
};

/** Keyboard: Tab goes from the logo through the header to the navbar links and the button. */
export const NavbarKeyboard: Story = {
  parameters: at(brandedButton, '/guides/auth/keys'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('link', { name: /^Sign up/ });
    const logo = canvas.getByRole('link', { name: 'Acme' });
    logo.focus();
    for (let i = 0; i < 10 && canvasElement.ownerDocument.activeElement !== button; i++)
      await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).not.toBe('none');
  },
};

/** No logo: the site `name` as text; `navbar.primary` of type "github" beside a navbar link. */
export const GitHubPrimary: Story = {
  parameters: at(brandedGithub, '/guides/auth/keys'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Acme' })).toHaveTextContent('Acme');
    const navbar = canvasElement.querySelector('.docsnav-header .docsnav-navbar-area') as HTMLElement;
    const github = within(navbar).getByRole('link', { name: /^GitHub/ });
    await expect(github).toHaveAttribute('href', 'https://github.com/acme/acme');
    await expect(github.querySelector('svg.docsnav-github-mark')).not.toBeNull();
    // The mark's path loads after mount (its own module, only where a GitHub link is drawn).
    await waitFor(() => expect(github.querySelector('svg.docsnav-github-mark path')).not.toBeNull());
  },
};

/** The repository in both `navbar.primary` and the global anchors: drawn once, as the navbar's GitHub link;
 *  the other global anchor stays. */
export const GitHubOnce: Story = {
  parameters: at(brandedGithubTwice, '/guides/auth/keys'),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector('.docsnav-header') as HTMLElement);
    const repository = header
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === 'https://github.com/acme');
    await expect(repository).toHaveLength(1);
    await expect(repository[0]?.querySelector('svg.docsnav-github-mark')).not.toBeNull();
    const anchors = within(header.getByRole('list', { name: 'Links' }));
    await expect(anchors.getByRole('link', { name: /^Community/ })).toBeVisible();
  },
};

/** Phone: the navbar and the global anchors move from the header into the drawer, above the sidebar. */
export const PhoneDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at(brandedButton, '/guides/auth/keys', { width: 375, height: 720 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /^Sign up/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /^Sign up/ })).toBeVisible());
    await expect(within(dialog).getByRole('list', { name: 'Navbar' })).toBeVisible();
    const anchors = within(within(dialog).getByRole('list', { name: 'Links' }));
    await expect(anchors.getByRole('link', { name: /^GitHub/ })).toBeVisible();
    await expect(anchors.getByRole('link', { name: /^Community/ })).toBeVisible();
  },
};
