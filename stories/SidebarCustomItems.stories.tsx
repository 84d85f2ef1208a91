/**
 * `Sidebar components={{ Page }}`: a host replaces the page entry (here: a compact entry with a coloured
 * method or a dot, and a "you are here" mark) and keeps everything else of the kit's sidebar: groups, the
 * deferred first render, scrolling, per-entry updates.
 */
import {
  Sidebar,
  type SidebarComponents,
  type SidebarPageComponentProps,
  useNavigationLink,
} from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, Host } from './support/host.js';
import { guides } from './support/models.js';

/** The host's page entry: its own markup, the kit's link (host router), `aria-current` from the state. */
function CompactPage({ page, state }: SidebarPageComponentProps) {
  const Link = useNavigationLink();
  return (
    <Link
      href={page.href}
      aria-current={state.current ? 'page' : undefined}
      data-compact-page=""
      style={{
        display: 'flex',
        gap: '0.5rem',
        alignItems: 'baseline',
        padding: '0.25rem 0.5rem',
        borderInlineStart: `3px solid ${state.current ? 'var(--docsnav-accent)' : 'transparent'}`,
        color: 'inherit',
        fontWeight: state.current ? 600 : 400,
        textDecoration: 'none',
      }}
    >
      <span
        aria-hidden="true"
        style={{ fontFamily: 'monospace', fontSize: '0.75em', minInlineSize: '3.5em' }}
      >
        {page.method ?? '•'}
      </span>
      <span>{page.title}</span>
      {state.current && <span style={{ marginInlineStart: 'auto', fontSize: '0.75em' }}>you are here</span>}
    </Link>
  );
}

/** Module level: a stable object, so the entries do not re-render on every sidebar render. */
const components: SidebarComponents = { Page: CompactPage };

const meta = {
  title: 'Components/Sidebar/Custom items',
  component: Sidebar,
  render: (args) => (
    <Frame width={320}>
      <Host model={guides} path="/quickstart">
        <Sidebar {...args} components={components} />
      </Host>
    </Frame>
  ),
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page entry is the host's; the kit's groups, headings and disclosures stay. Following a link moves
 *  the "you are here" mark (only the two entries whose state changed re-render). */
export const ReplacedPageItem: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Sidebar' }));
    const current = nav.getByRole('link', { name: /Quickstart/ });
    await expect(current).toHaveAttribute('data-compact-page');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveTextContent('you are here');
    // Kit parts are still the kit's: the nested group is a disclosure.
    const billing = nav.getByRole('button', { name: 'Billing' });
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(billing);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    const plans = nav.getByRole('link', { name: /Plans/ });
    await expect(plans).toHaveAttribute('data-compact-page');
    await userEvent.click(plans);
    await waitFor(() => expect(plans).toHaveAttribute('aria-current', 'page'));
    await expect(plans).toHaveTextContent('you are here');
    await expect(nav.getByRole('link', { name: /Quickstart/ })).not.toHaveAttribute('aria-current');
  },
};
