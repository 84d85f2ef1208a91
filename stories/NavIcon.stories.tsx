import { IconResolverProvider, NavIcon } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { lucideAll } from '../packages/react/src/lucide-all.js';
import { fixtureFaIcons } from '../packages/react/src/test-support/fixture-fa-icons.js';
import { fixtureIcons } from '../packages/react/src/test-support/fixture-icons.js';
import { Frame } from './support/host.js';

const meta = {
  title: 'Components/NavIcon',
  component: NavIcon,
  args: { icon: 'rocket' },
  // Lucide icons come from a table (a site's `virtual:docsnav-icons`): one module per icon. These stories
  // draw lucide names, as a site whose docs.json says `"icons": { "library": "lucide" }`.
  render: (args) => (
    <Frame>
      <IconResolverProvider icons={fixtureIcons} library="lucide">
        <p style={{ fontSize: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
          <NavIcon {...args} /> {typeof args.icon === 'string' ? args.icon : args.icon?.name}
        </p>
      </IconResolverProvider>
    </Frame>
  ),
} satisfies Meta<typeof NavIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lucide name of the icon table, loaded on its own (one small module per icon). */
export const LucideName: Story = {
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector('.docsnav-icon') as HTMLElement;
    await waitFor(() => expect(slot).toHaveAttribute('data-icon-state', 'loaded'));
    await expect(slot.querySelector('svg')).not.toBeNull();
  },
};

/** An icon object `{ name, library: "lucide" }`. */
export const IconObject: Story = {
  args: { icon: { name: 'book-open', library: 'lucide' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.docsnav-icon svg')).not.toBeNull());
  },
};

/** A URL icon: an image in the slot. */
export const Url: Story = {
  args: {
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="5" fill="%23047857"/%3E%3C/svg%3E',
  },
  play: async ({ canvasElement }) => {
    // data: URLs are not loaded: only http(s) and site-relative icons are.
    await expect(canvasElement.querySelector('.docsnav-icon img')).toBeNull();
  },
};

/** A site-relative URL is drawn as an image. */
export const RelativeUrl: Story = {
  args: { icon: '/favicon.ico' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.docsnav-icon img')).toHaveAttribute('src', '/favicon.ico');
  },
};

/** An unknown name: an empty slot of the same size, so nothing shifts. */
export const Unknown: Story = {
  args: { icon: 'no-such-icon' },
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector('.docsnav-icon') as HTMLElement;
    // Settled: the loader gave up on the name (no table has it), so nothing will be drawn.
    await waitFor(() => expect(slot).toHaveAttribute('data-icon-state', 'missing'));
    await expect(slot.childElementCount).toBe(0);
    // The slot keeps its size (--docsnav-icon-size: 1rem) although nothing is drawn.
    await expect(slot.getBoundingClientRect().width).toBe(16);
  },
};

/** A host resolver (Font Awesome style names drawn by the host). */
export const HostResolver: Story = {
  args: { icon: { name: 'fa-star', library: 'fontawesome' } },
  render: (args) => (
    <Frame>
      <IconResolverProvider
        resolve={(icon) => (typeof icon !== 'string' && icon.library === 'fontawesome' ? '★' : undefined)}
      >
        <p style={{ fontSize: 24 }}>
          <NavIcon {...args} /> fontawesome
        </p>
      </IconResolverProvider>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.docsnav-icon')).toHaveTextContent('★');
  },
};

/** A lucide name missing from the table: an empty fixed-size slot (nothing loaded, nothing shifts). */
export const NotInTable: Story = {
  args: { icon: 'anchor' },
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector('.docsnav-icon') as HTMLElement;
    await waitFor(() => expect(slot).toHaveAttribute('data-icon-state', 'missing'));
    await expect(slot.childElementCount).toBe(0);
    await expect(slot.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

/** The explicit opt-in: `lucideAll` (`@docsnav/react/lucide-all`) loads any lucide name, at the cost of
 *  lucide's name map (about 67 KB gzip) on the first icon. */
export const AnyNameOptIn: Story = {
  args: { icon: 'sailboat' },
  render: (args) => (
    <Frame>
      <IconResolverProvider icons={lucideAll} library="lucide">
        <p style={{ fontSize: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
          <NavIcon {...args} /> sailboat
        </p>
      </IconResolverProvider>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.docsnav-icon svg')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** Font Awesome, Mintlify's default library (docs.json says nothing, or `icons.library: "fontawesome"`):
 *  Font Awesome Free icons from the table, one module each, with their own grid and fill. */
const fontAwesome = (args: Story['args']) => (
  <Frame>
    <IconResolverProvider icons={fixtureFaIcons}>
      <p style={{ fontSize: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
        <NavIcon icon={args?.icon} />{' '}
        {typeof args?.icon === 'string' ? args.icon : `${args?.icon?.name} (${args?.icon?.style})`}
      </p>
    </IconResolverProvider>
  </Frame>
);

/** The drawn Font Awesome icon of the story, once loaded. */
async function drawnFa(canvasElement: HTMLElement) {
  const slot = canvasElement.querySelector('.docsnav-icon') as HTMLElement;
  await waitFor(() => expect(slot).toHaveAttribute('data-icon-state', 'loaded'));
  const svg = slot.querySelector('svg') as SVGSVGElement;
  // Font Awesome's drawing: filled, on the icon's own grid (not lucide's stroked 24×24 one).
  await expect(svg).toHaveAttribute('fill', 'currentColor');
  await expect(svg.getAttribute('viewBox')).not.toBe('0 0 24 24');
  return svg;
}

/** `{ name: "star", style: "solid" }`: the solid family of Font Awesome Free (so are `duotone` and
 *  `sharp-solid`, Pro styles). */
export const FontAwesomeSolid: Story = {
  args: { icon: { name: 'star', style: 'solid' } },
  render: fontAwesome,
  play: async ({ canvasElement }) => {
    const svg = await drawnFa(canvasElement);
    await expect(svg).toHaveAttribute('viewBox', '0 0 576 512');
    // One closed outline: the filled star.
    await expect(svg.querySelector('path')?.getAttribute('d')?.match(/z/gi)).toHaveLength(1);
  },
};

/** `star` without a style: regular, Mintlify's default (so are `light` and `thin`, Pro styles). */
export const FontAwesomeRegular: Story = {
  args: { icon: 'star' },
  render: fontAwesome,
  play: async ({ canvasElement }) => {
    const svg = await drawnFa(canvasElement);
    await expect(svg).toHaveAttribute('viewBox', '0 0 576 512');
    // Two closed outlines: the outer star and its hole.
    await expect(svg.querySelector('path')?.getAttribute('d')?.match(/z/gi)).toHaveLength(2);
  },
};

/** `github` without a style: a brand icon, found by name in the brands family. */
export const FontAwesomeBrand: Story = {
  args: { icon: 'github' },
  render: fontAwesome,
  play: async ({ canvasElement }) => {
    const svg = await drawnFa(canvasElement);
    await expect(svg.querySelector('path')).not.toBeNull();
  },
};

/** A Font Awesome name Free does not have (Pro-only `microchip-ai`): an empty slot at its size, which
 *  `docsnav check` reports as `unknown-icon`. */
export const FontAwesomeUnknown: Story = {
  args: { icon: 'microchip-ai' },
  render: fontAwesome,
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector('.docsnav-icon') as HTMLElement;
    await waitFor(() => expect(slot).toHaveAttribute('data-icon-state', 'missing'));
    await expect(slot.childElementCount).toBe(0);
    await expect(slot.getBoundingClientRect().width).toBe(16);
  },
};
