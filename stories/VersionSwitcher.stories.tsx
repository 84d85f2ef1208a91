import { parseDocs } from '@docsnav/core/parse';
import { NavigationProvider } from '@docsnav/react';
import { VersionSwitcher } from '@docsnav/react/switchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { switchers } from './support/models.js';
import { openByKeyboard } from './support/switcher-play.js';

const meta = {
  title: 'Components/VersionSwitcher',
  component: VersionSwitcher,
  render: (args) => (
    <Frame>
      <Host model={switchers} path="/v2/install">
        <VersionSwitcher {...args} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof VersionSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current version. Its menu loads on the first intent (here a hover); the button it draws
 *  then has the same box as the plain button before it: nothing shifts. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('button', { name: 'Version: v2' });
    await expect(before).toBeVisible();
    const box = before.getBoundingClientRect().toJSON();
    await userEvent.hover(before);
    // Radix's trigger has an id; the plain button drawn until the menu arrives has none.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Version: v2' }).id).not.toBe(''));
    await expect(
      canvas.getByRole('button', { name: 'Version: v2' }).getBoundingClientRect().toJSON(),
    ).toEqual(box);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Version: v2' }));
  },
};

/** Open: each version with its `tag`; targets keep the reader on the closest page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = await openByKeyboard(canvasElement, /Version: v2/);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveTextContent('Legacy');
    await expect(items[1]).toHaveAttribute('href', '/v1/install');
  },
};

/** Dark, with the legacy version current. */
export const DarkLegacy: Story = {
  render: () => (
    <Frame theme="dark">
      <Host model={switchers} path="/v1/index">
        <VersionSwitcher />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Version: v1/ });
    await expect(button).toHaveTextContent('Legacy');
  },
};

/** Every href the spying host below was asked to navigate to. */
const visited: string[] = [];

/** A host that records its navigations, so the story sees whether an option navigated. */
function SpyingHost({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState('/v2/install');
  const navigate = (href: string) => {
    visited.push(href);
    setPathname(href);
  };
  return (
    <NavigationProvider model={switchers} pathname={pathname} navigate={navigate}>
      {children}
    </NavigationProvider>
  );
}

/** Selecting the current version (Enter or click) only closes the menu: no navigation, no history entry. */
export const CurrentOptionOnlyCloses: Story = {
  render: () => (
    <Frame>
      <SpyingHost>
        <VersionSwitcher />
      </SpyingHost>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    visited.length = 0;
    const body = within(canvasElement.ownerDocument.body);
    const items = await openByKeyboard(canvasElement, /Version: v2/);
    const trigger = within(canvasElement).getByRole('button', { name: /Version: v2/ });
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(within(await body.findByRole('menu')).getAllByRole('menuitem')[0] as HTMLElement);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(visited).toEqual([]);
    await expect(trigger).toHaveAccessibleName(/Version: v2/);
    await userEvent.click(trigger);
    await userEvent.click(within(await body.findByRole('menu')).getAllByRole('menuitem')[1] as HTMLElement);
    await expect(visited).toEqual(['/v1/install']);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Version: v1/ })).toBeVisible(),
    );
  },
};

/** v3 is label-only (no pages, no link): listed in place, disabled, never a link. */
const withLabelOnly = parseDocs({
  name: 'Label only',
  navigation: {
    versions: [
      { version: 'v2', groups: [{ group: 'Start', pages: ['v2/install'] }] },
      { version: 'v3', tag: 'Soon' },
      { version: 'v1', groups: [{ group: 'Start', pages: ['v1/install'] }] },
    ],
  },
}).model;

/** A label-only version: a disabled item with its label and tag, skipped by the arrow keys. */
export const LabelOnlyVersion: Story = {
  render: () => (
    <Frame>
      <Host model={withLabelOnly} path="/v2/install">
        <VersionSwitcher defaultOpen />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const [v2, v3, v1] = within(menu).getAllByRole('menuitem');
    await expect(v3).toHaveAttribute('aria-disabled', 'true');
    await expect(v3).toHaveTextContent('v3Soon');
    await expect(v3).not.toHaveAttribute('href');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(v2).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(v1).toHaveFocus();
  },
};
