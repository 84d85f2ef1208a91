// examples/vite: a single-page app (Vite, the docsnav Vite plugin, a React Router data router) on the
// adapter (@docsnav/react/react-router); installed from the packed packages. No server HTML: the page is
// rendered in the browser, from the scopes its route loader loaded first.
import { currentLink, expect } from '../site/fixtures.js';
import { exampleJourneys, hydrated, test } from './example-journeys.js';

test('/ leads to the first page of the navigation', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page).toHaveURL(/\/v2\/introduction$/);
  await expect(currentLink(page)).toHaveAttribute('href', '/v2/introduction');
  await expect(page.locator('main h1')).toHaveText('Introduction');
});

exampleJourneys();
