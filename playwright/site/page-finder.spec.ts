import { expect, expectNoAxeViolations, pageShown, test } from './fixtures.js';

// The page finder of the demo site (Acme Cloud example docs), by keyboard only.

test('Ctrl+K, a query with a typo, ArrowDown and Enter land on the page; Escape returns focus', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/v2/introduction');
  await pageShown(page);
  // Neither the finder's data nor its matcher is loaded with the page.
  expect(requested.filter((u) => /docsnav-finder|uFuzzy/.test(u))).toEqual([]);
  const button = page.getByRole('button', { name: 'Search pages' });
  await expect(button).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search pages' });
  const box = dialog.getByRole('combobox', { name: 'Search pages' });
  await expect(box).toBeFocused();
  // One typo forgiven: "shedules" still finds "Backup schedules".
  await page.keyboard.type('backup shedules');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('Schedules');
  await box.fill('');
  // The query is deferred: results arrive a moment after the keys, and their arrival makes the first one
  // active. The axe run below gives them that moment before the arrow key.
  await page.keyboard.type('backup');
  await expect(box).toHaveValue('backup');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ pages?/);
  await expectNoAxeViolations(page, 'finder open with results', true);
  const second = options.nth(1);
  await expect(second).toBeVisible();
  // Its title as the sidebar link reads it (an endpoint's method badge first).
  const title = ((await second.locator('.docsnav-finder-option-title').textContent()) ?? '').trim();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await pageShown(page);
  await expect(page.locator('nav.docsnav-layout-sidebar [aria-current="page"]')).toHaveText(title);
  expect(requested.some((u) => /docsnav-finder/.test(u))).toBe(true);
  expect(requested.some((u) => /uFuzzy/.test(u))).toBe(true);

  // Empty query: the page just opened is the first recent page; Escape closes and focus returns.
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('listbox', { name: 'Recent pages' })).toBeVisible();
  await expect(options.first()).toContainText(title);
  await expectNoAxeViolations(page, 'finder open with recent pages', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  // A click on the loaded button opens it too.
  await button.click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
