import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lucideAll } from '../lucide-all.js';
import { iconsSettled } from '../test-support/settled.js';
import { registerIcons } from './icon-loader.js';
import { IconResolverProvider, NavIcon } from './nav-icon.js';

afterEach(cleanup);

// The icon cache lives for the page: every test uses its own icon names.
const drawn = (container: HTMLElement) => container.querySelector('.docsnav-icon svg');
describe('NavIcon with icon tables', () => {
  it('loads an icon from the provider table, one module per shown name', async () => {
    const rocket = vi.fn(() => import('lucide-react/icons/rocket'));
    const unused = vi.fn(() => import('lucide-react/icons/anchor'));
    const { container } = render(
      <IconResolverProvider icons={{ rocket, anchor: unused }}>
        <NavIcon icon="rocket" />
        <NavIcon icon={{ name: 'rocket', library: 'lucide' }} />
      </IconResolverProvider>,
    );
    await vi.waitFor(() =>
      expect(container.querySelectorAll('.docsnav-icon svg path').length).toBeGreaterThan(1),
    );
    expect(rocket).toHaveBeenCalledTimes(1);
    expect(unused).not.toHaveBeenCalled();
  });

  it('without any table, a lucide name stays an empty fixed-size slot and loads nothing', async () => {
    const { container } = render(<NavIcon icon="star" />);
    await iconsSettled(container);
    const slot = container.querySelector<HTMLElement>('.docsnav-icon');
    expect(slot?.childElementCount).toBe(0);
    expect(slot?.style.inlineSize).toContain('--docsnav-icon-size');
  });

  it('a table registered later draws the icons already shown', async () => {
    const { container } = render(
      <IconResolverProvider library="lucide">
        <NavIcon icon="bell" />
      </IconResolverProvider>,
    );
    await iconsSettled(container);
    expect(drawn(container)).toBeNull();
    registerIcons({ bell: () => import('lucide-react/icons/bell') });
    await vi.waitFor(() => expect(drawn(container)).not.toBeNull());
  });

  it('draws an alias module (a component without SVG data) too', async () => {
    const { container } = render(
      <IconResolverProvider library="lucide" icons={{ home: () => import('lucide-react/icons/home') }}>
        <NavIcon icon="home" />
      </IconResolverProvider>,
    );
    await vi.waitFor(() => expect(drawn(container)).not.toBeNull());
    expect(drawn(container)?.getAttribute('width')).toBe('100%');
  });

  it('a name the table lacks and a module that fails both leave the slot empty', async () => {
    const { container } = render(
      <IconResolverProvider icons={{ broken: () => Promise.reject(new Error('offline')) }}>
        <NavIcon icon="broken" />
        <NavIcon icon="not-in-table" />
      </IconResolverProvider>,
    );
    await iconsSettled(container);
    expect(drawn(container)).toBeNull();
    expect(container.querySelectorAll('.docsnav-icon')).toHaveLength(2);
  });

  it('the opt-in lucideAll source loads any lucide name, and nothing for unknown ones', async () => {
    const { container } = render(
      <IconResolverProvider library="lucide" icons={lucideAll}>
        <NavIcon icon="book-open" />
        <NavIcon icon="no-such-lucide-icon" />
      </IconResolverProvider>,
    );
    await vi.waitFor(() => expect(drawn(container)).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelectorAll('.docsnav-icon svg')).toHaveLength(1);
  });
});
