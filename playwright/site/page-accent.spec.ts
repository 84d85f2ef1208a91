import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The site's page styles with a docs.json brand colour as the layout renders it (BrandStyle's custom
// property on :root): links, callout borders and active tabs in page content take the site's colour, as
// on Mintlify, not the demo's own green. No server: the stylesheets (the site's, then its components', in
// root.tsx's order) and a page body are set as content.
const siteCss = ['site.css', 'mdx/components.css']
  .map((file) => readFileSync(new URL(`../../packages/site/src/${file}`, import.meta.url), 'utf8'))
  .join('\n');
const brand = ':root { --docsnav-accent: #8f74e0 } :root[data-theme="dark"] { --docsnav-accent: #a590e6 }';
const body = [
  '<div class="site-prose">',
  '<p><a id="link" href="/guides/intro">Read the guide</a></p>',
  '<div class="site-callout" id="note" data-kind="note">Note</div>',
  '</div>',
].join('');

for (const [theme, colour] of [
  ['light', 'rgb(143, 116, 224)'],
  ['dark', 'rgb(165, 144, 230)'],
] as const) {
  test(`page links and callouts take docs.json's colour (${theme})`, async ({ page }) => {
    await page.setContent(
      `<html data-theme="${theme}"><head><style>${siteCss}</style><style>${brand}</style></head><body>${body}</body></html>`,
    );
    await expect(page.locator('#link')).toHaveCSS('color', colour);
    await expect(page.locator('#note')).toHaveCSS('border-inline-start-color', colour);
  });
}

test('without a brand colour, the site keeps its own', async ({ page }) => {
  await page.setContent(
    `<html data-theme="light"><head><style>${siteCss}</style></head><body>${body}</body></html>`,
  );
  await expect(page.locator('#link')).toHaveCSS('color', 'rgb(11, 122, 90)');
});
