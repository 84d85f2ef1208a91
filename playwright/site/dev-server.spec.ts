// `pnpm dev` (what `npm start` runs): the React Router dev server renders each page on the server too, and
// the page hydrates and navigates with React's development build printing nothing (the `consoleErrors`
// fixture fails the test on any console error or warning).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { crumbs, currentLink, expect, pageShown, sidebar, test } from './fixtures.js';

const siteDir = fileURLToPath(new URL('../../packages/site/', import.meta.url));
const PORT = 4336;
const url = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    process.execPath,
    [
      'node_modules/@react-router/dev/bin.js',
      'dev',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    // What `npm start` runs: the workspace sources, never the packed packages of the end-to-end run.
    { cwd: siteDir, env: { ...process.env, INIT_CWD: siteDir, DOCSNAV_PACKAGES: '' }, stdio: 'ignore' },
  );
  const end = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/v2/quickstart`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end || server.exitCode !== null) throw new Error('the dev server did not answer');
    await new Promise((r) => setTimeout(r, 300));
  }
});
test.afterAll(() => {
  server?.kill();
});

test('the dev server renders the navigation on the server, then hydrates and navigates quietly', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const html = await (await fetch(`${url}/v2/guides/projects/environments`)).text();
  expect(html).toMatch(/aria-current="page"[^>]*href="\/v2\/guides\/projects\/environments"/);
  expect(html).toContain('<title>Environments');

  await page.goto(`${url}/v2/guides/projects/environments`, { timeout: 60_000 });
  await pageShown(page);
  await expect(currentLink(page)).toHaveText('Environments');
  await expect
    .poll(() => crumbs(page))
    .toEqual(['Acme Cloud', 'Guides', 'Build', 'Projects', 'Environments']);
  await sidebar(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/quickstart$/);
  await expect(currentLink(page)).toHaveText('Quickstart');
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/v2\/api\/introduction$/, { timeout: 30_000 });
  await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction', { timeout: 30_000 });
});
