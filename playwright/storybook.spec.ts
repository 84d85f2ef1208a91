import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Runs axe once Storybook's own a11y run for the story (started after its play function) has finished: two
 * axe runs cannot overlap in one page. A story shows one component alone, so the page-level rules (one `main`
 * landmark, an h1, all content inside landmarks) cannot apply; the demo site's axe checks run them.
 */
async function analyzeWhenIdle(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      const { violations } = await new AxeBuilder({ page })
        .disableRules(['landmark-one-main', 'page-has-heading-one', 'region'])
        .analyze();
      return violations;
    } catch (error) {
      if (attempt >= 40 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

// Every story of the built Storybook renders something and has no axe violation in a real page.
test('every story of the built Storybook renders and passes axe', async ({ page, request }) => {
  test.setTimeout(600_000);
  const index = (await (await request.get('/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');
  expect(stories.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const story of stories) {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Rendered: the story mounted elements (an icon-only button has no text, so text is not the test).
    const rendered = page.locator('#storybook-root > *').first();
    await expect(rendered, `${story.title} / ${story.name} renders`).toBeAttached({ timeout: 15_000 });
    const violations = await analyzeWhenIdle(page);
    for (const v of violations) failures.push(`${story.title} / ${story.name}: ${v.id} (${v.nodes.length})`);
  }
  expect(failures).toEqual([]);
});
