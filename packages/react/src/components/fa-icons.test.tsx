import { parseDocs } from '@docsnav/core/parse';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../hook/provider.js';
import { IconResolverProvider, NavIcon } from './nav-icon.js';

afterEach(cleanup);

// The icon cache lives for the page: every test uses its own icon names.
const svgs = (container: HTMLElement) => [...container.querySelectorAll('.docsnav-icon svg')];

/** A Font Awesome icon module as the Vite plugin emits it (`faModuleCode` of @docsnav/node). */
const faModule = (width: number, height: number, d: string) => ({
  __iconData: {
    node: [
      [
        'svg',
        { viewBox: `0 0 ${width} ${height}`, width: '100%', height: '100%', fill: 'currentColor' },
        [['path', { d }]],
      ],
    ],
  },
});

describe('NavIcon with Font Awesome (the default library, as in Mintlify)', () => {
  it("draws a name with Font Awesome Free's drawing, filled, on the icon's grid", async () => {
    const gear = vi.fn(() =>
      import('@fortawesome/free-solid-svg-icons/faGear').then(({ definition }) => {
        const [width, height, , , d] = definition.icon;
        return faModule(width, height, String(d));
      }),
    );
    const lucide = vi.fn(() => import('lucide-react/icons/cog'));
    const { container } = render(
      <IconResolverProvider icons={{ 'fa-regular:cog': gear, cog: lucide }}>
        <NavIcon icon="cog" />
      </IconResolverProvider>,
    );
    await vi.waitFor(() => expect(svgs(container)).toHaveLength(1));
    const svg = svgs(container)[0];
    expect(svg?.getAttribute('viewBox')).toBe('0 0 512 512');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M195\.1 9\.5/);
    // The lucide drawing of the same name is never fetched.
    expect(lucide).not.toHaveBeenCalled();
  });

  it("maps the icon's style onto the Free families", async () => {
    const table = {
      'fa-solid:heart': () => Promise.resolve(faModule(512, 480, 'M1 1h10v10z')),
      'fa-regular:heart': () => Promise.resolve(faModule(512, 480, 'M2 2h10v10z')),
      'fa-brands:discord': () => Promise.resolve(faModule(640, 512, 'M3 3h10v10z')),
    };
    const { container } = render(
      <IconResolverProvider icons={table}>
        <NavIcon icon={{ name: 'heart', style: 'duotone' }} />
        <NavIcon icon={{ name: 'heart', style: 'light' }} />
        <NavIcon icon={{ name: 'discord', style: 'brands' }} />
      </IconResolverProvider>,
    );
    await vi.waitFor(() => expect(svgs(container)).toHaveLength(3));
    expect(svgs(container).map((s) => s.querySelector('path')?.getAttribute('d'))).toEqual([
      'M1 1h10v10z',
      'M2 2h10v10z',
      'M3 3h10v10z',
    ]);
    expect(svgs(container)[2]?.getAttribute('viewBox')).toBe('0 0 640 512');
  });

  it("follows the navigation's icons.library; an icon's own library wins", async () => {
    const table = {
      'fa-regular:flag': () => Promise.resolve(faModule(448, 512, 'M4 4h1v1z')),
      flag: () => import('lucide-react/icons/flag'),
    };
    const draw = (library?: 'lucide') => {
      const { model } = parseDocs({
        ...(library ? { icons: { library } } : {}),
        navigation: { pages: ['a'] },
      });
      return render(
        <NavigationProvider model={model} pathname="/a">
          <IconResolverProvider icons={table}>
            <NavIcon icon="flag" data-testid={`site-${library ?? 'default'}`} />
            <NavIcon
              icon={{ name: 'flag', library: 'fontawesome' }}
              data-testid={`own-${library ?? 'default'}`}
            />
          </IconResolverProvider>
        </NavigationProvider>,
      );
    };
    const fa = draw();
    const lucide = draw('lucide');
    await vi.waitFor(() => expect(svgs(fa.container).length + svgs(lucide.container).length).toBe(4));
    const viewBox = (id: string) =>
      document.querySelector(`[data-testid="${id}"] svg`)?.getAttribute('viewBox');
    expect(viewBox('site-default')).toBe('0 0 448 512');
    expect(viewBox('site-lucide')).toBe('0 0 24 24');
    expect(viewBox('own-lucide')).toBe('0 0 448 512');
  });

  it('leaves a name no table has (a Pro-only icon) and an unknown library an empty slot at its size', async () => {
    const { container } = render(
      <IconResolverProvider icons={{}}>
        <NavIcon icon="microchip-ai" />
        <NavIcon icon={{ name: 'rocket', library: 'tabler' }} />
      </IconResolverProvider>,
    );
    await vi.waitFor(() =>
      expect([...container.querySelectorAll('[data-icon-state="missing"]')]).toHaveLength(2),
    );
    for (const slot of container.querySelectorAll<HTMLElement>('.docsnav-icon')) {
      expect(slot.childElementCount).toBe(0);
      expect(slot.style.inlineSize).toContain('--docsnav-icon-size');
    }
  });
});
