import { Eyebrow } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides, guidesEyebrowTrail } from './support/models.js';

const meta = {
  title: 'Components/Eyebrow',
  component: Eyebrow,
  render: (args) => (
    <Frame>
      <Host model={guides} path="/guides/auth/sso/saml">
        <Eyebrow {...args} />
        <h1 style={{ margin: 0, fontFamily: 'system-ui' }}>SAML</h1>
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof Eyebrow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `styling.eyebrows: "section"` (default): the nearest group's label. */
export const Section: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Single sign-on')).toHaveClass('docsnav-eyebrow');
  },
};

/** `styling.eyebrows: "breadcrumbs"`: the whole trail. */
export const Trail: Story = {
  render: () => (
    <Frame>
      <Host model={guidesEyebrowTrail} path="/guides/auth/sso/saml">
        <Eyebrow />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const eyebrow = canvasElement.querySelector('.docsnav-eyebrow');
    await expect(eyebrow).toHaveTextContent('Guides / Security / Authentication / Single sign-on');
  },
};

/** Dark. */
export const Dark: Story = {
  render: () => (
    <Frame theme="dark">
      <Host model={guides} path="/guides/deploy/regions">
        <Eyebrow />
      </Host>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deploy')).toBeVisible();
  },
};
