import { crumbs, currentLink, expect, pageShown, sidebar, test } from './fixtures.js';

// The demo site on its bundled example docs (Acme Cloud), built and previewed by the Playwright config.

test.describe('landing on a deep page', () => {
  test.use({ viewport: { width: 1280, height: 560 } });

  test('opens its groups, marks and reveals its link, shows the breadcrumbs', async ({ page }) => {
    await page.goto('/v2/guides/databases/backups/restore');
    await pageShown(page);
    await expect(page.locator('h1')).toHaveText('Restore a backup');
    await expect(page).toHaveTitle('Restore a backup · Acme Cloud');
    await expect(currentLink(page)).toHaveText('Restore');
    await expect(currentLink(page)).toHaveAttribute('href', '/v2/guides/databases/backups/restore');
    // Far below the fold of a 560px sidebar: it must have been scrolled into view.
    await expect(currentLink(page)).toBeInViewport();
    for (const group of ['Databases', 'Backups']) {
      await expect(sidebar(page).getByRole('button', { name: `Toggle ${group}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // Not on the trail and not `expanded` in docs.json: closed.
    await expect(sidebar(page).getByRole('button', { name: 'Toggle Networking' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // `expanded: true` in docs.json: open although not on the trail.
    await expect(sidebar(page).getByRole('button', { name: 'Toggle Projects' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // styling.eyebrows = "breadcrumbs": product, tab, groups, page (no version or language crumb).
    await expect
      .poll(() => crumbs(page))
      .toEqual(['Acme Cloud', 'Guides', 'Build', 'Databases', 'Backups', 'Restore']);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Databases' })).toHaveAttribute(
      'href',
      '/v2/guides/databases/overview',
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Restore');
  });
});

test('drill-down on: a group title opens the group and its first page; the chevron only toggles', async ({
  page,
}) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  const toggle = sidebar(page).getByRole('button', { name: 'Toggle Networking' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await sidebar(page).locator('.docsnav-group-title', { hasText: 'Networking' }).click();
  await expect(page).toHaveURL(/\/v2\/guides\/networking\/domains$/);
  await expect(page.locator('h1')).toHaveText('Custom domains');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(currentLink(page)).toHaveText('Domains');

  // The chevron toggles without navigating.
  const backups = sidebar(page).getByRole('button', { name: 'Toggle Backups' });
  await expect(backups).not.toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Toggle Databases' }).click();
  await expect(backups).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/guides\/networking\/domains$/);

  // A group with `root` opens its root page.
  await sidebar(page).locator('.docsnav-group-title', { hasText: 'Databases' }).click();
  await expect(page).toHaveURL(/\/v2\/guides\/databases\/overview$/);
  await expect(page.locator('h1')).toHaveText('Databases');
  // The group's root page: its crumb is the group's.
  await expect.poll(() => crumbs(page)).toEqual(['Acme Cloud', 'Guides', 'Build', 'Databases']);
  await expect(currentLink(page)).toHaveClass(/docsnav-group-title/);
});

test('version switcher: the same page when it exists, else the documented fallback', async ({ page }) => {
  await page.goto('/v2/guides/projects/create?ref=docs#top');
  await pageShown(page);
  const version = page.getByRole('button', { name: /Version:/ });
  await expect(version).toContainText('v2');
  await expect(version).toContainText('Latest');
  await version.click();
  const legacy = page.getByRole('menuitem', { name: /v1/ });
  await expect(legacy).toContainText('Legacy');
  await legacy.click();
  // Sibling path: only the version segment differs; query and hash are kept.
  await expect(page).toHaveURL(/\/v1\/guides\/projects\/create\?ref=docs#top$/);
  await expect(page.locator('h1')).toHaveText('Create a project (v1)');
  await expect(page.getByRole('button', { name: /Version:/ })).toContainText('v1');

  await page.goto('/v2/guides/monitoring');
  await pageShown(page);
  await page.getByRole('button', { name: /Version:/ }).click();
  await page.getByRole('menuitem', { name: /v1/ }).click();
  // v1 has no monitoring page and no "Operate" group: the first page of the same section (Guides).
  await expect(page).toHaveURL(/\/v1\/introduction$/);
  await expect(currentLink(page)).toHaveText('Introduction');
});

test('language switcher: same page, fallback, and Arabic turns the layout right-to-left', async ({
  page,
}) => {
  await page.goto('/v2/guides/projects/create');
  await pageShown(page);
  const language = page.getByRole('button', { name: /Language:/ });
  await expect(language).toContainText('English');
  await language.click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/v2\/guides\/projects\/create$/);
  await expect(page.locator('h1')).toHaveText('Crear un proyecto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => crumbs(page)).toEqual(['Acme Cloud', 'Guías', 'Construir', 'Proyectos', 'Crear']);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas' }).locator('[rel="next"]')).toContainText(
    'Siguiente',
  );

  await page.getByRole('button', { name: /Language:|Idioma:/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/v2\/guides\/projects\/create$/);
  await expect(page.locator('h1')).toHaveText('إنشاء مشروع');
  await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Right-to-left: the sidebar is on the right of the content.
  const side = await sidebar(page).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(side && main && side.x > main.x).toBe(true);
  // The layout speaks Arabic: pager, sidebar and switchers take the site's Arabic labels.
  const pager = page.getByRole('navigation', { name: 'الصفحات' });
  await expect(pager.locator('[rel="prev"]')).toContainText('السابق');
  await expect(sidebar(page)).toHaveAttribute('aria-label', 'الشريط الجانبي');
  await expect(page.getByRole('button', { name: /^اللغة:/ })).toContainText('العربية');
  await page.goto('/ar/v2/quickstart');
  await pageShown(page);
  await expect(pager.locator('[rel="next"]')).toContainText('التالي');

  // The members page has no Arabic or Spanish translation: the switch falls back inside the target.
  await page.goto('/v2/guides/projects/members');
  await pageShown(page);
  await page.getByRole('button', { name: /Language:/ }).click();
  const arabic = page.getByRole('menuitem', { name: 'العربية' });
  const target = await arabic.getAttribute('href');
  expect(target).toMatch(/^\/ar\//);
  await arabic.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await pageShown(page);
  await expect(page.locator('h1')).not.toHaveText('Page not found');
  await expect(currentLink(page)).toHaveAttribute('href', target ?? '');
  await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'rtl');
});

test('product switcher: anchors of Acme CLI, dropdown of Acme Edge, external Marketplace', async ({
  page,
}) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  await page.getByRole('button', { name: /Product:/ }).click();
  const market = page.getByRole('menuitem', { name: /Marketplace/ });
  await expect(market).toHaveAttribute('href', 'https://marketplace.acme.example');
  await expect(market).toHaveAttribute('target', '_blank');
  await expect(market).toHaveAttribute('rel', /noopener/);
  await page.getByRole('menuitem', { name: /Acme CLI/ }).click();
  await expect(page).toHaveURL(/\/cli$/);
  await expect(page.locator('h1')).toHaveText('Acme CLI');
  // Anchors at the top of the sidebar; the external one opens a new tab.
  const releases = page.getByRole('link', { name: /Releases/ }).first();
  await expect(releases).toHaveAttribute('href', 'https://github.com/acme-cloud/cli/releases');
  await expect(releases).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Configuration' }).first().click();
  await expect(page).toHaveURL(/\/cli\/config\/reference$/);
  await expect.poll(() => crumbs(page)).toEqual(['Acme CLI', 'Configuration', 'acme.toml', 'Reference']);

  await page.getByRole('button', { name: /Product:/ }).click();
  await page.getByRole('menuitem', { name: /Acme Edge/ }).click();
  await expect(page).toHaveURL(/\/edge\/introduction$/);
  // The dropdown at the top of the sidebar leads to the generated Edge API.
  await sidebar(page)
    .getByRole('button', { name: /Edge Functions/ })
    .click();
  await page.getByRole('menuitem', { name: /Edge API/ }).click();
  await expect(page).toHaveURL(/\/edge\/api-overview$/);
  // Generated from the spec: one group per tag, after the listed pages; x-hidden and x-excluded left out.
  for (const group of ['Functions', 'Routes', 'Cache']) {
    await expect(sidebar(page).locator('.docsnav-group-label', { hasText: group }).first()).toBeVisible();
  }
  await expect(sidebar(page).getByText('Trace a request')).toHaveCount(0);
  await expect(sidebar(page).getByText('List workers')).toHaveCount(0);
});

test('tab menu: opens with the keyboard, leads to a menu item, marks the tab current', async ({ page }) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  const sdks = page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: /SDKs/ });
  await sdks.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([/JavaScript/, /Python/, /Go/, /Examples/]);
  const examples = page.getByRole('menuitem', { name: /Examples/ });
  await expect(examples).toHaveAttribute('href', 'https://github.com/acme-cloud/examples');
  await expect(examples).toHaveAttribute('rel', /noopener/);
  // A lucide site whose icon says `library: "fontawesome"`: Font Awesome Free's GitHub brand, filled on its
  // own grid (lucide has no brand icons), from the Vite plugin's module.
  const brand = examples.locator('.docsnav-icon svg');
  await expect(brand).toHaveAttribute('fill', 'currentColor');
  await expect(brand).toHaveAttribute('viewBox', '0 0 512 512');
  await page.getByRole('menuitem', { name: /Python/ }).click();
  await expect(page).toHaveURL(/\/v2\/sdks\/python\/installation$/);
  await expect(page.locator('h1')).toHaveText('Install the Python SDK');
  await expect(page.locator('li.docsnav-tab', { hasText: 'SDKs' })).toHaveAttribute('data-active', '');
  await expect
    .poll(() => crumbs(page))
    .toEqual(['Acme Cloud', 'SDKs', 'Python', 'Python SDK', 'Installation']);
});

test('global anchors and external tabs: new tab, rel, external mark', async ({ page }) => {
  await page.goto('/v2/quickstart');
  await pageShown(page);
  const anchors = page.getByRole('list', { name: 'Links' }).getByRole('link');
  await expect(anchors).toHaveText([/Status/, /Community/, /Blog/]);
  for (const link of await anchors.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.locator('.docsnav-external-mark')).toHaveCount(1);
  }
  const changelog = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: /Changelog/ });
  await expect(changelog).toHaveAttribute('href', 'https://acme.example/changelog');
  await expect(changelog).toHaveAttribute('target', '_blank');
});

test('cards draw their lucide icons, also those the navigation does not use', async ({ page }) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  // lightbulb is used by no navigation entry: only the page's own icon registration brings it.
  for (const title of ['Quickstart', 'Core concepts', 'API Reference', 'Acme CLI']) {
    const icon = page.locator('.site-card', { hasText: title }).locator('.site-card-icon svg');
    await expect(icon).toBeVisible();
  }
});

test('pager: previous and next in document order, across groups', async ({ page }) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.locator('[rel="prev"]')).toHaveCount(0);
  await pager.locator('[rel="next"]').click();
  await expect(page).toHaveURL(/\/v2\/quickstart$/);
  await page.goto('/v2/guides/databases/backups/point-in-time');
  await pageShown(page);
  await expect(pager.locator('[rel="prev"]')).toContainText('Restore');
  await pager.locator('[rel="next"]').click();
  // Leaves the nested groups for the next group's first page.
  await expect(page).toHaveURL(/\/v2\/guides\/networking\/domains$/);
  await pager.locator('[rel="prev"]').click();
  await expect(page).toHaveURL(/\/v2\/guides\/databases\/backups\/point-in-time$/);
});

test('endpoint pages: method, path, deprecation; hidden operations reachable', async ({ page }) => {
  await page.goto('/api-reference/projects/list-projects');
  await pageShown(page);
  await expect(page.locator('h1')).toHaveText('List projects');
  await expect(page.locator('.site-endpoint')).toHaveText(/GET\s*\/projects/);
  await expect(currentLink(page)).toContainText('GET');
  await expect.poll(() => crumbs(page)).toEqual(['Acme Cloud', 'API Reference', 'Projects', 'List projects']);

  await page.goto('/api-reference/builds/list-builds');
  await pageShown(page);
  await expect(page.locator('h1')).toContainText('Deprecated');
  await expect(page.locator('.site-endpoint')).toHaveText(/GET\s*\/projects\/\{projectId\}\/builds/);

  await page.goto('/edge/api/functions/trace-a-request');
  await pageShown(page);
  await expect(page.locator('h1')).toHaveText('Trace a request');
  await expect(sidebar(page).getByText('List functions')).toBeVisible();
});

test('a missing page shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/v2/guides/no-such-page');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('main')).toContainText('/v2/guides/no-such-page');
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  await page.locator('.site-not-found a').click();
  await expect(page).toHaveURL(/\/v2\/introduction$/);
});

test('the site root leads to the first page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/v2\/introduction$/);
  await expect(page.locator('h1')).toHaveText('Introduction');
});
