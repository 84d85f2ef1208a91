// The kit's stylesheet after a default Vite production build (Lightning CSS minifies and lowers it for the
// default browser targets): dark and light follow the nearest theme ancestor, not only <html>, and a host's
// rules win over the kit's whatever the import order (the `docsnav` cascade layer).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

const LIGHT = { bg: 'rgb(255, 255, 255)', accent: 'rgb(4, 120, 87)' };
const DARK = { bg: 'rgb(11, 17, 32)', accent: 'rgb(52, 211, 153)' };

/** The sidebar background and current-page colour of the sidebar in section `id`. */
async function look(page: Page, id: string) {
  return page.evaluate((section) => {
    const nav = document.querySelector(`#${section} > nav.docsnav-sidebar`);
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) throw new Error(`no sidebar in #${section}`);
    return { bg: getComputedStyle(nav).backgroundColor, accent: getComputedStyle(current).color };
  }, id);
}

test('the page is the minified build: the kit stylesheet went through the minifier, layer kept', () => {
  const assets = fileURLToPath(new URL('./dist/assets/', import.meta.url));
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(assets + f, 'utf8'))
    .join('');
  // Lightning CSS lowers `color-scheme` for the default targets: the transform that broke light-dark().
  expect(css).toContain('--lightningcss-dark');
  expect(css).toContain('@layer docsnav{');
  expect(css.split('\n').length).toBeLessThan(5);
});

test.describe('reader prefers light', () => {
  test.use({ colorScheme: 'light' });

  test('.dark or [data-theme="dark"] on a section (not <html>) makes its sidebar dark', async ({ page }) => {
    await page.goto('/');
    expect(await look(page, 'default')).toEqual(LIGHT);
    expect(await look(page, 'class-dark')).toEqual(DARK);
    expect(await look(page, 'attr-dark')).toEqual(DARK);
    expect(await look(page, 'class-light-inside-dark')).toEqual(LIGHT);
  });

  test('data-theme="dark" on <html> makes every sidebar dark but the ones under a light ancestor', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await look(page, 'default')).toEqual(DARK);
    expect(await look(page, 'attr-light')).toEqual(LIGHT);
    expect(await look(page, 'class-light-inside-dark')).toEqual(LIGHT);
  });
});

test.describe('reader prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the default follows the preference; a light ancestor overrides it', async ({ page }) => {
    await page.goto('/');
    expect(await look(page, 'default')).toEqual(DARK);
    expect(await look(page, 'attr-light')).toEqual(LIGHT);
    expect(await look(page, 'class-light-inside-dark')).toEqual(LIGHT);
    await page.evaluate(() => document.documentElement.classList.add('light'));
    expect(await look(page, 'default')).toEqual(LIGHT);
    expect(await look(page, 'class-dark')).toEqual(DARK);
  });
});

test("the host's rules win, though imported before the kit's and less specific", async ({ page }) => {
  await page.goto('/');
  expect(await look(page, 'host-override')).toEqual({
    bg: 'rgb(254, 243, 199)',
    accent: 'rgb(124, 58, 237)',
  });
});

test.describe('Tailwind CSS v4 host with a shadcn/ui theme (tailwind.html)', () => {
  test.use({ colorScheme: 'light' });

  /** Computed styles of the first element matching `selector` in section `id`. */
  const style = (page: Page, id: string, selector: string) =>
    page.evaluate(
      ([section, sel]) => {
        const el = document.querySelector(`#${section} ${sel}`);
        if (!el) throw new Error(`no ${sel} in #${section}`);
        const s = getComputedStyle(el);
        return {
          bg: s.backgroundColor,
          color: s.color,
          padding: s.paddingTop,
          radius: s.borderTopLeftRadius,
        };
      },
      [id, selector],
    );

  test("the kit takes the shadcn/ui theme's colours and radius, in light and under a .dark section", async ({
    page,
  }) => {
    await page.goto('/tailwind.html');
    expect(await look(page, 'light')).toEqual({ bg: 'rgb(255, 255, 255)', accent: 'rgb(124, 58, 237)' });
    expect(await look(page, 'dark')).toEqual({ bg: 'rgb(9, 9, 11)', accent: 'rgb(167, 139, 250)' });
    expect((await style(page, 'light', '.docsnav-page')).radius).toBe('12px');
  });

  test("the bridge's utilities (bg-docsnav-accent, rounded-docsnav) follow the kit's tokens and the theme ancestor", async ({
    page,
  }) => {
    await page.goto('/tailwind.html');
    expect(await style(page, 'light', '[data-bridge]')).toMatchObject({
      bg: 'rgb(124, 58, 237)',
      color: 'rgb(255, 255, 255)',
      radius: '12px',
    });
    expect(await style(page, 'dark', '[data-bridge]')).toMatchObject({
      bg: 'rgb(167, 139, 250)',
      color: 'rgb(9, 9, 11)',
    });
  });

  test("layer order: preflight does not undo the kit, a utility on a kit element beats the kit's rule", async ({
    page,
  }) => {
    await page.goto('/tailwind.html');
    // The kit's sidebar padding (1rem) survives Tailwind's `* { padding: 0 }`.
    expect((await style(page, 'light', '.docsnav-sidebar')).padding).toBe('16px');
    const reference = await style(page, 'utility', '[data-reference]');
    expect((await style(page, 'utility', '.docsnav-sidebar')).bg).toBe(reference.bg);
    expect(reference.bg).not.toBe('rgb(255, 255, 255)');
  });
});
