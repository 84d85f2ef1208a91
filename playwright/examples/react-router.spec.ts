// examples/react-router: a React Router 7 framework-mode app on the adapter (@docsnav/react/react-router),
// every page prerendered; installed from the packed packages.
import { crumbs, currentLink, expect } from '../site/fixtures.js';
import { exampleJourneys, test } from './example-journeys.js';

test.describe('server HTML, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page holds its navigation, current link and breadcrumbs', async ({ page }) => {
    const response = await page.goto('/v2/guides/projects/environments');
    expect(response?.status()).toBe(200);
    await expect(currentLink(page)).toHaveText('Environments');
    expect(await crumbs(page)).toEqual(['Acme Cloud', 'Guides', 'Build', 'Projects', 'Environments']);
    await expect(page.locator('main h1')).toHaveText('Environments');
  });

  test('/ leads to the first page of the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/v2\/introduction$/);
    await expect(currentLink(page)).toHaveAttribute('href', '/v2/introduction');
  });
});

exampleJourneys();
