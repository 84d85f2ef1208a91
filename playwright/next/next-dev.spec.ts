// The Next.js example in `next dev` (React's development build): loading and navigating print nothing to the
// console (the `consoleErrors` fixture fails the test on any error or warning). Pages compile on first
// request, hence the long waits. The server's own output (its log, NEXT_DEV_LOG) holds no warning from the kit
// (scripts/kit-warnings.mjs: a line naming @docsnav/, a [plugin docsnav] warning or a source-map complaint).
import { readFileSync } from 'node:fs';
import { kitWarnings } from '../../scripts/kit-warnings.mjs';
import { currentLink, expect, sidebar, sidebarHydrated, hostTest as test } from '../site/fixtures.js';
import { NEXT_DEV_LOG } from './playwright.config.js';

test('next dev: load, navigate in a sidebar, to another tab and another version without a warning', async ({
  page,
}) => {
  const slow = { timeout: 60_000 };
  await page.goto('/v2/quickstart', slow);
  await sidebarHydrated(page, slow);
  await expect(currentLink(page)).toHaveText('Quickstart');

  await sidebar(page).getByRole('link', { name: 'Concepts', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Core concepts', slow);
  await expect(currentLink(page)).toHaveText('Concepts');

  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/v2\/api\/introduction$/, slow);
  await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction', slow);

  await page.getByRole('button', { name: /Version:/ }).click();
  await page.getByRole('menuitem', { name: /v1/ }).click();
  await expect(page).toHaveURL(/\/v1\//, slow);
  await expect(page.getByRole('button', { name: /Version:/ })).toContainText('v1', slow);

  // Every page above compiled and rendered on the server: what it printed meanwhile is in the log.
  const log = readFileSync(NEXT_DEV_LOG, 'utf8');
  expect(log).toContain('Ready');
  expect(kitWarnings(log)).toEqual([]);
});
