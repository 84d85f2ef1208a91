import { existsSync, readdirSync, rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { STORY_VIEWPORT, VISUAL_REFERENCES } from './playwright.config.js';

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

interface Size {
  width: number;
  height: number;
}

/** What the page reports about a story: the viewport it asks for, or the error that keeps it from showing. */
interface StoryState {
  /** The story's module failed to load, or Storybook shows its error display (render or play error). */
  error?: string;
  viewport?: string;
  options?: Record<string, { styles?: { width?: string; height?: string } }>;
}

/**
 * What Storybook's channel reports while a story runs, recorded by `recordStoryEvents` in the page as
 * `window.__docsnavStoryEvents`: the failures it announces and whether it finished the story.
 */
interface StoryEvents {
  failures: string[];
  finished: string[];
}

/**
 * Storybook's channel events that mean a story failed. Its preview still shows the story when a play
 * function throws (it sets `throwPlayFunctionExceptions: false`: no error display, the render phase goes on to
 * `finished` and `storyFinished` says `success`), so these events are the only sign of a failed play assertion.
 */
const FAILURE_EVENTS = [
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyThrewException',
  'storyErrored',
];

/**
 * Before any page script runs (on every load of the page): listens on Storybook's channel as soon as its
 * preview creates it (`window.__STORYBOOK_ADDONS_CHANNEL__`) and records each failure event, an `errored`
 * render phase and a `storyFinished` whose status is `error` (a failed report), with the story it is about.
 */
async function recordStoryEvents(page: Page) {
  await page.addInitScript((failureEvents: string[]) => {
    const events: StoryEvents = { failures: [], finished: [] };
    // A failure's message without the terminal colours Storybook's expect adds.
    const text = (payload: unknown): string => {
      const list = Array.isArray(payload) ? payload : [payload];
      return list
        .map((p) => {
          const { name, message, title, description } = (p ?? {}) as Record<string, unknown>;
          return [name ?? title, message ?? description].filter(Boolean).join(': ') || JSON.stringify(p);
        })
        .join('; ')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    };
    Object.assign(window, { __docsnavStoryEvents: events });
    // biome-ignore lint/suspicious/noExplicitAny: Storybook's channel global has no public type.
    let channel: any;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value) => {
        channel = value;
        for (const name of failureEvents)
          value.on(name, (payload: unknown) => events.failures.push(`${name}: ${text(payload)}`));
        value.on('storyRenderPhaseChanged', (e: { newPhase: string; storyId: string }) => {
          if (e.newPhase === 'errored') events.failures.push(`render phase of ${e.storyId}: errored`);
        });
        value.on('storyFinished', (e: { storyId: string; status: string; reporters?: unknown[] }) => {
          events.finished.push(e.storyId);
          if (e.status === 'error')
            events.failures.push(
              `storyFinished of ${e.storyId}: error ${JSON.stringify(e.reporters ?? []).slice(0, 300)}`,
            );
        });
      },
    });
  }, FAILURE_EVENTS);
}

/** Reads the story's viewport request from Storybook's store (before it matters: the play function must run
 *  at the story's own size). */
async function storyState(page: Page, id: string): Promise<StoryState> {
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window, undefined, { timeout: 30_000 });
  return page.evaluate(async (storyId) => {
    // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview global has no public type.
    const preview = (window as any).__STORYBOOK_PREVIEW__;
    try {
      await preview.ready();
      const story = await preview.loadStory({ storyId });
      return {
        viewport: story.storyGlobals?.viewport?.value ?? story.parameters?.viewport?.defaultViewport,
        options: story.parameters?.viewport?.options,
      };
    } catch (error) {
      return { error: String(error) };
    }
  }, id);
}

/** The viewport a story asks for (`globals.viewport` / `parameters.viewport`), sized as Storybook's Vitest
 *  runner sizes it; the fixed desktop size otherwise. */
function viewportOf(state: StoryState): Size {
  const options = { ...MINIMAL_VIEWPORTS, ...state.options } as StoryState['options'];
  const styles = state.viewport ? options?.[state.viewport]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : STORY_VIEWPORT;
}

/**
 * Opens a story at its own viewport and waits until Storybook has finished with it: rendered, play function
 * done, Storybook's own a11y run (afterEach) done; then until every icon has loaded (`data-icon-state` leaves
 * `loading`), images and fonts are ready and the layout has settled for two frames. What is on screen then no
 * longer changes by itself. Returns the error instead when the story fails: it does not show, or its play
 * function throws (Storybook's channel says so: `recordStoryEvents`).
 */
async function openStory(page: Page, id: string): Promise<string | undefined> {
  const url = `/iframe.html?id=${id}&viewMode=story`;
  await page.setViewportSize(STORY_VIEWPORT);
  await page.goto(url);
  const state = await storyState(page, id);
  if (state.error) return state.error;
  const wanted = viewportOf(state);
  if (wanted.width !== STORY_VIEWPORT.width || wanted.height !== STORY_VIEWPORT.height) {
    // A phone story: open it again at the phone's size, so that it renders and plays there.
    await page.setViewportSize(wanted);
    await page.goto(url);
  }
  // Done when Storybook's channel said the story finished (so the events were seen: a channel this spec no
  // longer hears times out instead of passing) and its render is finished; failed when the channel reported a
  // failure (a play function that threw, an unhandled error, a render error) or the error display shows.
  const done = await page
    .waitForFunction(
      (storyId) => {
        const events = (window as unknown as { __docsnavStoryEvents?: StoryEvents }).__docsnavStoryEvents;
        if (events && events.failures.length > 0) return events.failures.join('\n');
        if (document.body.classList.contains('sb-show-errordisplay')) {
          return document.getElementById('error-message')?.textContent || 'Storybook error display';
        }
        // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview global has no public type.
        const render = (window as any).__STORYBOOK_PREVIEW__?.currentRender;
        const finished =
          events?.finished.includes(storyId) && render?.id === storyId && render.phase === 'finished';
        return finished ? 'finished' : false;
      },
      id,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  if (!done) return "no storyFinished event from Storybook's channel within 30 s";
  const outcome = await done.jsonValue();
  if (outcome !== 'finished') return String(outcome);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      if (document.querySelector('[data-icon-state="loading"]')) return false;
      if ([...document.images].some((img) => !img.complete)) return false;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return true;
    },
    undefined,
    { timeout: 15_000 },
  );
  return undefined;
}

// Every story of the built Storybook renders, has no axe violation in a real page and looks like its reference
// screenshot (playwright/__screenshots__/storybook/<story id>.png; tolerance in playwright.config.ts). A changed
// look fails with <id>-actual.png, -expected.png and -diff.png under test-results/; `pnpm test:visual:update`
// rewrites the references. Dark and right-to-left looks are stories of their own (`Dark`, `ArabicRtl`, ...), so
// each has its reference.
test('every story of the built Storybook renders, passes axe and matches its screenshot', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(900_000);
  const index = (await (await request.get('/index.json')).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');
  expect(stories.length).toBeGreaterThan(0);
  await recordStoryEvents(page);
  const failures: string[] = [];
  for (const story of stories) {
    const label = `${story.title} / ${story.name}`;
    const error = await openStory(page, story.id);
    if (error) {
      failures.push(`${label}: fails in Storybook (${error.trim().slice(0, 300)})`);
      continue;
    }
    // Rendered: the story mounted elements (an icon-only button has no text, so text is not the test).
    const rendered = page.locator('#storybook-root > *').first();
    await expect(rendered, `${label} renders`).toBeAttached({ timeout: 15_000 });
    // Before axe: axe's colour-contrast rule may scroll. Anything that shows the time of day or a random value
    // is marked `data-visual-mask` and painted over.
    await expect
      .soft(page, `${label} looks like its reference`)
      .toHaveScreenshot(`${story.id}.png`, { mask: [page.locator('[data-visual-mask]')] });
    const violations = await analyzeWhenIdle(page);
    for (const v of violations) failures.push(`${label}: ${v.id} (${v.nodes.length})`);
  }
  expect(failures).toEqual([]);

  // One reference per story: a reference whose story is gone is deleted by an update run, an error otherwise.
  const ids = new Set(stories.map((s) => `${s.id}.png`));
  const orphans = existsSync(VISUAL_REFERENCES)
    ? readdirSync(VISUAL_REFERENCES).filter((file) => !ids.has(file))
    : [];
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (updating) for (const file of orphans) rmSync(`${VISUAL_REFERENCES}/${file}`);
  else expect(orphans, 'references without a story (run pnpm test:visual:update)').toEqual([]);
});
