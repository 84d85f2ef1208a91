import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuiltSite, buildSite } from './built-site.js';
import { currentLink, expect, pageShown, test } from './fixtures.js';

// A docs folder made for the occasion: pages the site must survive without ever showing a blank screen.
const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Odd Docs',
    navigation: {
      groups: [
        {
          group: 'Pages',
          pages: [
            'index',
            'unknown',
            'snippet',
            'broken',
            'missing-import',
            'runtime-error',
            'plain',
            'browser-only',
            'no-file',
            { group: 'More', pages: ['more/first', 'more/second'] },
          ],
        },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello from the odd docs.\n',
  'more/first.mdx': '---\ntitle: First more\n---\n\nOne.\n',
  'more/second.mdx': '---\ntitle: Second more\n---\n\nTwo.\n',
  'unknown.mdx': [
    '---',
    'title: Unknown components',
    '---',
    '',
    '<Banner title="Heads up">Inside a banner</Banner>',
    '',
    '<Widget.Part>inner part</Widget.Part>',
    '',
    'Some text <Pill>inline</Pill> continues.',
    '',
    '<Card title="With a logo" icon={<img src="/images/logo.svg" alt="Logo" />}>Card body</Card>',
    '',
    '<Card title="Icon card" icon="lightbulb">No icon of the navigation</Card>',
    '',
    '<Card title="Unknown icon" icon="no-such-icon-anywhere">An empty slot</Card>',
    '',
  ].join('\n'),
  'images/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><rect width="12" height="12"/></svg>',
  'snippet.mdx': "---\ntitle: Snippet page\n---\nimport Hello from '/snippets/hello.mdx';\n\n<Hello />\n",
  'snippets/hello.mdx': '<Note>From the snippet</Note>\n\n<Gadget>gadget body</Gadget>\n',
  'broken.mdx': '---\ntitle: Broken page\n---\n\n# Start\n\n<Card>\n\nnever closed\n',
  'missing-import.mdx':
    "---\ntitle: Missing import\n---\nimport Chart from '@acme/charts';\nimport Gone from '/snippets/gone.mdx';\n\n<Chart />\n\n<Gone />\n\nAfter the imports.\n",
  // A name the page declares, used wrongly, throws; an expression on undeclared names is text (placeholders).
  'runtime-error.mdx':
    '---\ntitle: Runtime error\n---\nexport const account = null;\n\nBefore.\n\n{account.owner}\n',
  // Renders in a browser only (`window` at render): its HTML shows the error, the browser the content.
  'browser-only.mdx':
    '---\ntitle: Browser only\n---\nexport const Where = () => <span className="where">at {window.location.pathname}</span>;\n\n<Where />\n',
  'placeholders.mdx':
    '---\ntitle: Placeholders\n---\nexport const plan = "Pro";\n\n| field | values |\n| - | - |\n| memory | state={used,free} |\n\nGET /surveys/{surveyId}/{item.id} on {plan}, {1+1} seats.\n',
  'plain.md': '# Plain\n\nA Markdown file with {braces} and <br> is shown as Markdown.\n',
};

let site: BuiltSite;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const root = mkdtempSync(path.join(tmpdir(), 'docsnav-odd-docs-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  site = await buildSite(root, 'odd-docs', 4329);
});

test.afterAll(() => site?.stop());

test('drill-down off (docs.json sets none, the site default): a group title only toggles', async ({
  page,
}) => {
  await page.goto(`${site.url}/`);
  await pageShown(page);
  const toggle = page.locator('nav.docsnav-layout-sidebar').getByRole('button', { name: /More/ }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(`${site.url}/`);
  await page.getByRole('link', { name: 'Second more' }).first().click();
  await expect(page.locator('h1')).toHaveText('Second more');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('h1')).toHaveText('Second more');
});

test('unknown components render as labelled boxes around their children', async ({ page }) => {
  await page.goto(`${site.url}/unknown`);
  await pageShown(page);
  const banner = page.locator('[data-component="Banner"]');
  await expect(banner).toContainText('Banner: Heads up');
  await expect(banner).toContainText('Inside a banner');
  await expect(page.locator('[data-component="Widget.Part"]')).toContainText('inner part');
  await expect(page.locator('[data-component="Pill"]')).toContainText('inline');
  await expect(page.locator('.site-prose')).toContainText('continues.');
});

test('a card with an element as icon; images of the docs folder are served', async ({ page }) => {
  await page.goto(`${site.url}/unknown`);
  await pageShown(page);
  const logo = page.locator('.site-card').getByRole('img', { name: 'Logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(12);
  await expect(page.locator('.site-card', { hasText: 'With a logo' })).toContainText('Card body');
});

test('a card draws the icon it names from the site library, Font Awesome by default (the navigation has no icons); an unknown one is an empty slot', async ({
  page,
}) => {
  await page.goto(`${site.url}/unknown`);
  await pageShown(page);
  const icon = page.locator('.site-card', { hasText: 'Icon card' }).locator('.site-card-icon');
  await expect(icon.locator('svg')).toBeVisible();
  // Font Awesome's drawing (filled, on its own grid), not lucide's stroked 24×24 one.
  await expect(icon.locator('svg')).toHaveAttribute('fill', 'currentColor');
  await expect(icon.locator('svg')).not.toHaveAttribute('viewBox', '0 0 24 24');
  expect(await icon.locator('svg path').count()).toBeGreaterThan(0);
  const unknown = page.locator('.site-card', { hasText: 'Unknown icon' }).locator('.site-card-icon');
  await expect(unknown).toBeAttached();
  await expect(unknown.locator('svg')).toHaveCount(0);
  const box = await unknown.boundingBox();
  expect(box && box.width > 0 && box.height > 0).toBe(true);
});

test('snippets render with known and unknown components of their own', async ({ page }) => {
  await page.goto(`${site.url}/snippet`);
  await pageShown(page);
  await expect(page.getByRole('note')).toContainText('From the snippet');
  await expect(page.locator('[data-component="Gadget"]')).toContainText('gadget body');
});

test('a page that fails to compile shows its error in place, inside the layout', async ({ page }) => {
  await page.goto(`${site.url}/broken`);
  await expect(page.locator('h1')).toHaveText('Broken page');
  const error = page.getByRole('alert');
  await expect(error).toContainText('could not be compiled');
  await expect(error).toContainText('broken.mdx:7');
  await expect(error).toContainText('Card');
  await expect(currentLink(page)).toHaveText('Broken page');
});

test('imports that cannot be resolved become placeholders; the rest of the page renders', async ({
  page,
}) => {
  await page.goto(`${site.url}/missing-import`);
  await pageShown(page);
  await expect(page.locator('[data-import="@acme/charts"]')).toContainText('Import not found: @acme/charts');
  await expect(page.locator('[data-import="/snippets/gone.mdx"]')).toBeVisible();
  await expect(page.locator('.site-prose')).toContainText('After the imports.');
});

test('a page that throws while rendering shows the error, the navigation stays', async ({ page }) => {
  // Hydrates the error box of its HTML (no mismatch: the fixture fails on any console error or warning),
  // then renders the content in the browser, which throws again: the same box.
  await page.goto(`${site.url}/runtime-error`);
  await expect(page.locator('h1')).toHaveText('Runtime error');
  const error = page.getByRole('alert');
  await expect(error).toContainText('The page content could not be rendered.');
  await expect(error).toContainText('runtime-error.mdx');
  await expect(error).toContainText("Cannot read properties of null (reading 'owner')");
  await expect(page.locator('[data-prerender-error]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Pages' }).locator('[rel="next"]').click();
  await expect(page).toHaveURL(/\/plain$/);
  await expect(page.locator('.site-prose')).toContainText('{braces}');
});

test('a page content that threw at build time only is rendered by the browser once hydrated', async ({
  page,
}) => {
  await page.goto(`${site.url}/browser-only`);
  await expect(page.locator('.site-prose .where')).toHaveText('at /browser-only');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // At the line and column of `window` in the page file.
  expect(site.log).toContain('browser-only.mdx:4:56  error  page-render-error  window is not defined');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page that throws while rendering: its HTML shows the error in place, the rest of the page intact', async ({
    page,
  }) => {
    await page.goto(`${site.url}/runtime-error`);
    await expect(page.locator('.site-page-header h1')).toHaveText('Runtime error');
    await expect(currentLink(page)).toHaveText('Runtime error');
    const error = page.locator('[data-prerender-error="runtime-error"]');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toContainText('The page content could not be rendered.');
    await expect(error).toContainText('runtime-error.mdx');
    await expect(error).toContainText("Cannot read properties of null (reading 'owner')");
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[rel="next"]')).toHaveAttribute(
      'href',
      '/plain',
    );
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // The build says so, at the line and column in the page file (`owner` of `{account.owner}`).
    expect(site.log).toContain(
      "runtime-error.mdx:8:10  error  page-render-error  Cannot read properties of null (reading 'owner') (/runtime-error/)",
    );
  });
});

test('expressions on undeclared names are shown as written; the others run', async ({ page }) => {
  await page.goto(`${site.url}/placeholders`);
  await expect(page.locator('h1')).toHaveText('Placeholders');
  await expect(page.locator('.site-prose td').last()).toHaveText('state={used,free}');
  await expect(page.locator('.site-prose')).toContainText(
    'GET /surveys/{surveyId}/{item.id} on Pro, 2 seats.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a listed page without a file says so; an unknown path is not found', async ({ page }) => {
  await page.goto(`${site.url}/no-file`);
  await expect(page.getByRole('alert')).toContainText('No page file for no-file');
  await expect(currentLink(page)).toHaveText('No file');
  await page.goto(`${site.url}/not/here`);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test.describe('a docs.json that does not parse', () => {
  let broken: BuiltSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const root = mkdtempSync(path.join(tmpdir(), 'docsnav-broken-json-'));
    writeFileSync(
      path.join(root, 'docs.json'),
      '{\n  "name": "Broken",\n  "navigation": {\n    "groups": [\n',
    );
    writeFileSync(path.join(root, 'intro.mdx'), '# Intro\n');
    broken = await buildSite(root, 'broken-json', 4328);
  });

  test.afterAll(() => broken?.stop());

  test('the site says there are no pages and shows the errors with their place', async ({ page }) => {
    await page.goto(`${broken.url}/`);
    await expect(page.locator('h1')).toHaveText('No pages to show');
    await expect(page.locator('.site-diagnostics')).toContainText('docs.json:');
    // A page file that exists is still reachable, inside the layout.
    await page.goto(`${broken.url}/intro`);
    await expect(page.locator('.site-page-header h1')).toHaveText('Intro');
  });
});
