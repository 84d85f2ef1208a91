// A quiet dev start (issue 29), as next-dev.spec.ts checks it for the Next.js example: an example's dev server
// (React's development build, the kit's packages transformed by Vite as installed from the tarballs) loads a
// page and navigates to another tab, the console staying silent (the `consoleErrors` fixture fails on any
// error or warning), and the server's own output holds no warning from the kit (scripts/kit-warnings.mjs: a
// line naming @docsnav/, a [plugin docsnav] warning or a source-map complaint).
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { kitWarnings } from '../../scripts/kit-warnings.mjs';
import { currentLink, expect, sidebarHydrated, hostTest as test } from '../site/fixtures.js';
import { devLog } from './playwright.config.js';

/** Registers the quiet-start test of example `name`'s dev server (the project's baseURL). */
export function devStartIsQuiet(name: string): void {
  test(`${name} dev: load a page and navigate to another tab without a warning`, async ({ page }) => {
    // Modules are transformed on first request in dev, hence the longer waits.
    const slow = { timeout: 60_000 };
    await page.goto('/v2/quickstart', slow);
    await sidebarHydrated(page, slow);
    await expect(currentLink(page)).toHaveText('Quickstart');

    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
    await expect(page).toHaveURL(/\/v2\/api\/introduction$/, slow);
    await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction', slow);

    // What the server printed while it started and served the pages above.
    const log = stripVTControlCharacters(readFileSync(devLog(name), 'utf8'));
    expect(log).toMatch(/Local:\s+http:\/\/127\.0\.0\.1:/);
    expect(kitWarnings(log)).toEqual([]);
  });
}
