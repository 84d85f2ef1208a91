// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../components/sidebar/sidebar.js';
import { NavigationProvider } from '../hook/provider.js';
import { tabsNav } from '../test-support/fixtures.js';
import { modelOf } from '../test-support/render-host.js';

const model = modelOf(tabsNav);

/** The server HTML of the kit's sidebar at `pathname`. */
const page = (pathname: string, drilldown: boolean) =>
  renderToString(
    <NavigationProvider model={model} pathname={pathname} drilldown={drilldown}>
      <Sidebar />
    </NavigationProvider>,
  );

/** The group titles drawn as links (drill-down: a group without a root page leads to its first page). */
const groupLinks = (html: string) => [...html.matchAll(/<a [^>]*class="docsnav-group-title[^"]*"/g)].length;

// On a server the stores of the pages rendered on one index share their sidebar views (nav-store.ts).
describe('sidebar views shared by the pages a server renders', () => {
  it('keeps each page’s drill-down setting', () => {
    const plain = page('/quickstart', false);
    const drill = page('/quickstart', true);
    expect(groupLinks(plain)).toBe(1); // the group with a root page only
    expect(groupLinks(drill)).toBeGreaterThan(1);
    expect(groupLinks(page('/more/a', false))).toBe(1);
    expect(groupLinks(page('/more/a', true))).toBe(groupLinks(drill));
  });

  it('gives each page its own current entry and open groups', () => {
    const first = page('/deep/deeper/y', false);
    const second = page('/more/extra/a', false);
    expect(first).toMatch(
      /aria-current="page"[^>]*href="\/deep\/deeper\/y"|href="\/deep\/deeper\/y"[^>]*aria-current="page"/,
    );
    expect(second).toMatch(
      /aria-current="page"[^>]*href="\/more\/extra\/a"|href="\/more\/extra\/a"[^>]*aria-current="page"/,
    );
    expect(second).not.toMatch(/aria-current="page"[^>]*href="\/deep\/deeper\/y"/);
  });
});
