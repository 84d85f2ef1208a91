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

// The example is on Tailwind CSS v4 with the kit's bridge (@docsnav/react/tailwind.css): a utility mapped to a
// kit token takes the kit's colour, and the kit's own styles survive Tailwind's preflight.
test('Tailwind v4 bridge: text-docsnav-fg-muted on the page takes the kit token, the kit keeps its styles', async ({
  page,
}) => {
  await page.goto('/v2/introduction');
  await hydrated(page);
  const description = page.locator('main article p.text-docsnav-fg-muted');
  await expect(description).toBeVisible();
  const colours = await description.evaluate((p) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--docsnav-fg-muted)';
    p.append(probe);
    const token = getComputedStyle(probe).color;
    probe.remove();
    return {
      utility: getComputedStyle(p).color,
      token,
      heading: getComputedStyle(p.parentElement?.querySelector('h1') as Element).color,
    };
  });
  expect(colours.utility).toBe(colours.token);
  // The muted token is not the text colour every element inherits: the utility, not inheritance, set it.
  expect(colours.utility).not.toBe(colours.heading);
  // The kit's current-page link keeps its accent colour: Tailwind's preflight (`a { color: inherit }`) sits
  // in a layer below the kit's.
  const link = await currentLink(page).evaluate((a) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--docsnav-accent)';
    a.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { colour: getComputedStyle(a).color, accent };
  });
  expect(link.colour).toBe(link.accent);
});
