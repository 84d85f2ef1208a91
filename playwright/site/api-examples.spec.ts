import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type BuiltSite, buildSite } from './built-site.js';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

// A docs folder made for the occasion: an API page with Mintlify's examples, a page of code blocks, and an
// endpoint page generated from an OpenAPI spec (its examples generated from the spec).
const filler = Array.from(
  { length: 30 },
  (_, i) => `Paragraph ${i + 1} about errors, long enough to make the page scroll past one screen.`,
).join('\n\n');
const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Examples',
    navigation: {
      groups: [
        { group: 'API', pages: ['api/create-user', 'guide'] },
        { group: 'Pets', openapi: 'openapi.json', pages: ['POST /pets', 'api/get-pet', 'api/delete-pet'] },
      ],
    },
  }),
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://api.pets.example' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/pets': {
        post: {
          summary: 'Create a pet',
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { name: { type: 'string', example: 'Rex' } } },
              },
            },
          },
          responses: {
            '201': {
              description: 'Created',
              content: {
                'application/json': { schema: { properties: { id: { type: 'integer', example: 7 } } } },
              },
            },
            '400': { description: 'Bad request', content: { 'text/plain': { example: 'No name' } } },
            // An author's mistake: the build warns, the example leaves this response out.
            '500': { $ref: '#/components/responses/Gone' },
          },
        },
      },
      '/pets/{id}': {
        get: {
          summary: 'Get a pet',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': { content: { 'application/json': { example: { id: 7, name: 'Rex' } } } },
          },
        },
        delete: {
          summary: 'Delete a pet',
          responses: { '200': { content: { 'application/json': { example: { deleted: true } } } } },
        },
      },
    },
  }),
  'api/create-user.mdx': [
    '---',
    'title: Create a user',
    'api: POST https://api.example.com/v1/users',
    '---',
    '',
    'Creates a user.',
    '',
    '## Body',
    '',
    '<ParamField body="email" type="string" required>',
    "  The user's e-mail address.",
    '</ParamField>',
    '',
    '## Errors',
    '',
    filler,
    '',
    '<RequestExample>',
    '```bash cURL',
    'curl -X POST https://api.example.com/v1/users -d \'{"email": "ada@example.com"}\'',
    '```',
    '```python Python',
    'import requests',
    '```',
    '</RequestExample>',
    '',
    '<ResponseExample>',
    '```json 201',
    '{ "id": "usr_123" }',
    '```',
    '</ResponseExample>',
    '',
  ].join('\n'),
  'api/get-pet.mdx': [
    '---',
    'title: Get a pet',
    'openapi: GET /pets/{id}',
    '---',
    '',
    'Reads one pet.',
    '',
  ].join('\n'),
  'api/delete-pet.mdx': [
    '---',
    'title: Delete a pet',
    'openapi: DELETE /pets/{id}',
    '---',
    '',
    'Deletes one pet.',
    '',
    '<RequestExample>',
    '```bash Shell',
    'pets delete 7',
    '```',
    '</RequestExample>',
    '',
  ].join('\n'),
  'guide.mdx': [
    '---',
    'title: Guide',
    '---',
    '',
    '## Install',
    '',
    '```ts index.ts',
    "import { createClient } from '@example/sdk';",
    '// A client for the workspace',
    'const client = createClient({ token: 42 });',
    '```',
    '',
    '## Plain',
    '',
    '```notalanguage',
    'plain <text> stays',
    '```',
    '',
  ].join('\n'),
};

let site: BuiltSite;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const root = mkdtempSync(path.join(tmpdir(), 'docsnav-api-examples-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  site = await buildSite(root, 'api-examples', 4326);
});

test.afterAll(() => site?.stop());

/** The box of the first element matching `selector` (it must be shown). */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

test.describe('wide layout', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the examples are a sticky column right of the content, in place of "On this page"', async ({
    page,
  }) => {
    await page.goto(`${site.url}/api/create-user`);
    const examples = page.locator('.site-api-examples');
    await expect(examples.getByRole('tab', { name: 'cURL' })).toBeVisible();
    await expect(examples.getByRole('tab', { name: '201' })).toBeVisible();
    const column = await box(page, '.site-api-examples');
    const content = await box(page, '.site-api-before');
    expect(column.x).toBeGreaterThanOrEqual(content.x + content.width);
    // Beside the content's start, not below it.
    expect(column.y).toBeLessThan(content.y + 100);
    // The page has headings, but no "On this page" list: the examples take its place.
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    // Scrolled to the end of the content, the examples are still in view.
    await page.getByText('Paragraph 30 about errors').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const stuck = await box(page, '.site-api-examples');
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(900);
    await expectNoAxeViolations(page, 'API page, wide');
  });

  test('a generated endpoint page shows the examples made from its spec in the column', async ({ page }) => {
    await page.goto(`${site.url}/guide`);
    // In-app navigation: the page's examples module loads in the browser.
    await page.getByRole('link', { name: 'POST Create a pet' }).click();
    await expect(page.locator('h1')).toHaveText('Create a pet');
    const examples = page.locator('.site-api-examples');
    const request = examples.locator('.site-code-group').first();
    await expect(request.getByRole('tab')).toHaveText(['cURL', 'Python', 'JavaScript']);
    const curl = request.getByRole('tabpanel');
    await expect(curl).toContainText("--url 'https://api.pets.example/pets'");
    await expect(curl).toContainText("--header 'Authorization: Bearer <token>'");
    await expect(curl).toContainText('"name": "Rex"');
    await expect(curl.locator('pre.shiki code.language-bash span span').first()).toBeVisible();
    // The keyboard moves between the languages (WAI-ARIA tabs).
    await request.getByRole('tab', { name: 'cURL' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(request.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(request.getByRole('tabpanel')).toContainText(
      'requests.post(url, json=payload, headers=headers)',
    );
    const response = examples.locator('.site-code-group').nth(1);
    await expect(response.getByRole('tab')).toHaveText(['201', '400']);
    await expect(response.getByRole('tabpanel')).toContainText('"id": 7');
    expect(site.log).toMatch(
      /openapi\.json:1:\d+ {2}warning {2}openapi-ref-missing {2}#\/components\/responses\/Gone \(used at #\/paths\/~1pets\/post\/responses\/500\)/,
    );
    // A column right of the sections, in place of "On this page".
    const column = await box(page, '.site-api-examples');
    const sections = await box(page, '.site-api-after');
    expect(column.x).toBeGreaterThanOrEqual(sections.x + sections.width);
    expect(column.y).toBeLessThan(sections.y + 100);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expectNoAxeViolations(page, 'generated endpoint page, wide');
  });

  test('an endpoint page file without written examples shows the generated ones beside its text', async ({
    page,
  }) => {
    await page.goto(`${site.url}/api/get-pet`);
    await expect(page.getByText('Reads one pet.')).toBeVisible();
    const examples = page.locator('.site-api-examples');
    await expect(examples.getByRole('tab')).toHaveText(['cURL', 'Python', 'JavaScript', '200']);
    await expect(examples.getByRole('tabpanel').first()).toContainText(
      "--url 'https://api.pets.example/pets/{id}'",
    );
    await expect(examples.getByRole('tabpanel').nth(1)).toContainText('"name": "Rex"');
    const column = await box(page, '.site-api-examples');
    const text = await box(page, '.site-api-after');
    expect(column.x).toBeGreaterThanOrEqual(text.x + text.width);
  });

  test('an endpoint page file with a written request example gets the generated response after it', async ({
    page,
  }) => {
    await page.goto(`${site.url}/api/delete-pet`);
    const examples = page.locator('.site-api-examples');
    await expect(examples.getByRole('tab')).toHaveText(['Shell', '200']);
    await expect(examples.getByRole('tabpanel').first()).toHaveText('pets delete 7');
    await expect(examples.getByRole('tabpanel').nth(1)).toContainText('"deleted": true');
  });

  test('a page without examples keeps its "On this page" column', async ({ page }) => {
    await page.goto(`${site.url}/guide`);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the examples stay inline, where the page has them, as wide as the content', async ({ page }) => {
    await page.goto(`${site.url}/api/create-user`);
    const column = await box(page, '.site-api-examples');
    const content = await box(page, '.site-api-before');
    expect(Math.abs(column.x - content.x)).toBeLessThan(2);
    expect(Math.abs(column.width - content.width)).toBeLessThan(2);
    // After the content the author wrote before them.
    expect(column.y).toBeGreaterThanOrEqual(content.y + content.height - 1);
    await expectNoAxeViolations(page, 'API page, phone');
  });
});

test.describe('phone, generated endpoint page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the generated examples are inline above the sections, in the prerendered HTML', async ({ page }) => {
    await page.goto(`${site.url}/api-reference/create-a-pet`);
    const column = await box(page, '.site-api-examples');
    const sections = await box(page, '.site-api-after');
    expect(Math.abs(column.width - sections.width)).toBeLessThan(2);
    expect(sections.y).toBeGreaterThanOrEqual(column.y + column.height - 1);
    const html = await (await page.request.get(`${site.url}/api-reference/create-a-pet`)).text();
    expect(html).toContain('site-api-examples');
    expect(html).toContain('https://api.pets.example/pets');
    await expectNoAxeViolations(page, 'generated endpoint page, phone');
  });
});

/** The colour a token of the first highlighted block is drawn in. */
const tokenColour = (page: Page, text: string) =>
  page
    .locator('pre.shiki span span', { hasText: text })
    .first()
    .evaluate((el) => getComputedStyle(el).color);

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`code blocks, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('a known language is highlighted in the scheme’s theme, an unknown one is plain', async ({
      page,
    }) => {
      await page.goto(`${site.url}/guide`);
      // `import` is a keyword: GitHub's red of the scheme (light #cf222e, dark #ff7b72).
      expect(await tokenColour(page, 'import')).toBe(
        scheme === 'light' ? 'rgb(207, 34, 46)' : 'rgb(255, 123, 114)',
      );
      await expect(page.locator('figure', { hasText: 'index.ts' }).locator('pre')).toContainText(
        "import { createClient } from '@example/sdk';",
      );
      const plain = page.locator('pre[data-language="notalanguage"]');
      await expect(plain).toHaveText('plain <text> stays');
      await expect(plain.locator('span')).toHaveCount(0);
      await expectNoAxeViolations(page, `code blocks, ${scheme}`);
    });
  });
}

test('the theme toggle switches the code colours with the page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${site.url}/guide`);
  expect(await tokenColour(page, 'import')).toBe('rgb(207, 34, 46)');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await tokenColour(page, 'import')).toBe('rgb(255, 123, 114)');
});
