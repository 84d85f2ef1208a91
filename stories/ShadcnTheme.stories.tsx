import { Sidebar } from '@docsnav/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useLayoutEffect } from 'react';
import { expect } from 'storybook/test';
// The shipped mapping (@docsnav/react/shadcn.css), added to the page only while this story is shown: its rules
// apply to every theme ancestor of the page, so it must not reach the other stories.
import shadcnCss from '../packages/react/src/shadcn.css?inline';
import { Host } from './support/host.js';
import { guides } from './support/models.js';

/** A shadcn/ui theme (zinc neutrals, violet primary), as a host defines it on `:root` and `.dark`. */
const shadcnLight = {
  '--background': '#ffffff',
  '--foreground': '#09090b',
  '--muted-foreground': '#71717a',
  '--accent': '#f4f4f5',
  '--popover': '#ffffff',
  '--border': '#e4e4e7',
  '--primary': '#7c3aed',
  '--ring': '#a78bfa',
  '--radius': '0.75rem',
} as CSSProperties;
const shadcnDark = {
  ...shadcnLight,
  '--background': '#09090b',
  '--foreground': '#fafafa',
  '--muted-foreground': '#a1a1aa',
  '--accent': '#27272a',
  '--popover': '#18181b',
  '--border': '#27272a',
  '--primary': '#a78bfa',
  '--ring': '#7c3aed',
} as CSSProperties;

function WithShadcnMapping({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.story = 'shadcn';
    style.textContent = shadcnCss;
    document.head.append(style);
    return () => style.remove();
  }, []);
  return <>{children}</>;
}

const meta = {
  title: 'Theming/shadcn ui',
  component: Sidebar,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `@docsnav/react/shadcn.css`: the sidebar in a shadcn/ui theme's colours and radius, light and (`.dark` on a
 * section, not on <html>) dark, side by side.
 */
export const LightAndDark: Story = {
  render: () => (
    <WithShadcnMapping>
      <div style={{ display: 'flex', minBlockSize: '100vh' }}>
        {(['light', 'dark'] as const).map((theme) => (
          <section
            key={theme}
            className={theme}
            data-testid={theme}
            style={{
              ...(theme === 'dark' ? shadcnDark : shadcnLight),
              flex: 1,
              background: 'var(--docsnav-bg)',
            }}
          >
            <Host model={guides} path="/guides/deploy/regions">
              <Sidebar labels={{ nav: `Sidebar (${theme})` }} />
            </Host>
          </section>
        ))}
      </div>
    </WithShadcnMapping>
  ),
  play: async ({ canvasElement }) => {
    const look = (theme: string) => {
      const nav = canvasElement.querySelector(`[data-testid="${theme}"] nav`) as HTMLElement;
      const current = nav.querySelector('[aria-current="page"]') as HTMLElement;
      return { bg: getComputedStyle(nav).backgroundColor, accent: getComputedStyle(current).color };
    };
    await expect(look('light')).toEqual({ bg: 'rgb(255, 255, 255)', accent: 'rgb(124, 58, 237)' });
    await expect(look('dark')).toEqual({ bg: 'rgb(9, 9, 11)', accent: 'rgb(167, 139, 250)' });
  },
};
