import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { arabic } from '../test-support/labels.js';
import { guidesDocs, guidesOptions, switchersDocs, switchersOptions } from '../test-support/navs.js';
import { DocsLayout } from './docs-layout.js';

afterEach(cleanup);

const switchers = modelFrom(switchersDocs, switchersOptions);
const guides = modelFrom(guidesDocs, guidesOptions);

describe('DocsLayout labels', () => {
  it('passes the translated texts to the pager, sidebars, drawer, tab bar and switchers', () => {
    render(
      <MemoryHost model={switchers} initialPath="/ar/v2/install">
        <DocsLayout labels={arabic}>
          <h1>التثبيت</h1>
        </DocsLayout>
      </MemoryHost>,
    );
    const pager = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(
      within(pager)
        .getByRole('link', { name: /التالي/ })
        .getAttribute('rel'),
    ).toBe('next');
    expect(
      within(pager)
        .getByRole('link', { name: /السابق/ })
        .getAttribute('rel'),
    ).toBe('prev');
    expect(pager.textContent).not.toMatch(/Next|Previous/);
    expect(screen.getAllByRole('navigation', { name: 'الشريط الجانبي' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'الألسنة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'افتح التنقل' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^الإصدار: v2/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^اللغة: العربية/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^المنتج: Cloud/ })).toBeTruthy();
  });

  it('keeps the English default of every text it is not given', () => {
    render(
      <MemoryHost model={switchers} initialPath="/es/v2/install">
        <DocsLayout labels={{ pager: { prev: 'Anterior' } }} />
      </MemoryHost>,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: /Anterior/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
  });

  it('translates the breadcrumbs, the global anchors and the spoken text of external links', async () => {
    render(
      <MemoryHost model={guides} initialPath="/guides/auth/keys">
        <DocsLayout above="breadcrumbs" labels={arabic} />
      </MemoryHost>,
    );
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeTruthy();
    const links = screen.getByRole('list', { name: 'روابط' });
    const external = within(links).getAllByRole('link')[0] as HTMLElement;
    expect(external.textContent).toContain('(يفتح في لسان جديد)');
    expect(external.textContent).not.toContain('opens in a new tab');
    // The drawer's sidebar gets the same labels as the desktop one.
    await userEvent.setup().click(screen.getByRole('button', { name: 'افتح التنقل' }));
    const drawer = await screen.findByRole('dialog', { name: 'التنقل' });
    expect(within(drawer).getByRole('navigation', { name: 'الشريط الجانبي' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'أغلق التنقل' })).toBeTruthy();
  });
});
