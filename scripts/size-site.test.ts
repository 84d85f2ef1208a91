import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partOf, shortSource } from './source-map-parts.mjs';

const script = fileURLToPath(new URL('./size-site.mjs', import.meta.url));
const KB = 1024;

/** What `pnpm size:site --json` prints. */
interface SiteSize {
  beforeInteractive: number;
  afterInteractive: number;
  entryChunk: number;
  parts: Record<string, number>;
  modules: { source: string; gzip: number }[];
}

describe('source-map parts', () => {
  it('names the package of a bundled source and the part of the first page it belongs to', () => {
    const pnpm =
      '/w/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/react-dom-client.production.js';
    expect(shortSource(pnpm)).toBe('react-dom/cjs/react-dom-client.production.js');
    expect(shortSource('/work/repo/packages/react/src/finder/matcher.ts')).toBe(
      'packages/react/src/finder/matcher.ts',
    );
    expect(partOf('react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('scheduler/cjs/scheduler.production.js')).toBe('react-dom');
    expect(partOf('react/cjs/react.production.js')).toBe('react');
    expect(partOf('react-router/dist/development/chunk-X.mjs')).toBe('react-router');
    expect(partOf('@radix-ui/react-slot/dist/index.mjs')).toBe('radix');
    expect(partOf('packages/react/src/finder/matcher.ts')).toBe('kit:finder');
    expect(partOf('packages/core/src/model/decode.ts')).toBe('core');
    expect(partOf('@docsnav/react/dist/components/site-brand.js')).toBe('kit:components');
    expect(partOf('@docsnav/core/dist/query/switch.js')).toBe('core');
    expect(partOf('packages/site/src/app.tsx')).toBe('site');
    expect(partOf('\0virtual:docsnav')).toBe('other');
  });
});

// pnpm size:site builds the demo site on a one-page docs folder and loads it in Chromium (20 s on an idle
// machine). Issue 31's target, 100 KB before interactive, is not met: React DOM, React and React Router's
// runtime alone are 96 KB of it, 98.7 KB with the entry, manifest and route files (docs/site.md, "What a
// first page loads": why it is out of reach in framework mode). The ceiling below is the
// measured size with a little room, so what was moved behind first intent stays there.
describe('pnpm size:site', () => {
  it('loads the one-page site within its ceiling, and nothing the first page does not use', () => {
    const run = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8', timeout: 240_000 });
    expect(run.status, run.stderr).toBe(0);
    const size = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as SiteSize;
    expect(size.beforeInteractive).toBeLessThanOrEqual(129 * KB);
    // The page hydrates with what its HTML preloads: nothing more is fetched until the reader acts.
    expect(size.afterInteractive).toBe(0);
    // What loads on first intent (the finder's matcher and data, its dialog, the menus, the drawer, the
    // switchers' targets), after hydration (the table of contents' scroll-spy) or only on the pages that use
    // it (the site's MDX components, the list of a page with headings, the not-found and endpoint pages) is
    // not in a first load, also when a package index the page imports re-exports it.
    const sources = size.modules.map((m) => m.source).join('\n');
    for (const lazy of [
      'packages/react/src/finder/matcher.ts',
      'packages/react/src/finder/finder-popup.tsx',
      'packages/core/src/finder/read.ts',
      'packages/react/src/components/menu-popup.tsx',
      'packages/react/src/components/mobile-drawer.tsx',
      '@radix-ui/react-dialog/',
      '@radix-ui/react-dropdown-menu/',
      '@leeoniya/ufuzzy/',
      'packages/site/src/mdx/tabs.tsx',
      'packages/site/src/mdx/cards.tsx',
      'packages/react/src/finder/use-page-finder.ts',
      'packages/react/src/finder/default-labels.ts',
      'packages/core/src/query/switch.ts',
      'packages/react/src/toc/scroll-spy.ts',
      'packages/react/src/toc/reveal.ts',
      'packages/react/src/toc/table-of-contents.tsx',
      'packages/site/src/page/not-found.tsx',
      'packages/site/src/page/empty-docs.tsx',
      'packages/site/src/page/endpoint-sections.tsx',
    ])
      expect(sources).not.toContain(lazy);
    // The parts the numbers in docs/site.md are made of.
    expect(size.parts['react-dom']).toBeGreaterThan(50 * KB);
    expect(size.parts['react-router']).toBeGreaterThan(30 * KB);
  }, 300_000);
});
