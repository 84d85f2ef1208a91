import { parseDocs } from '@docsnav/core/parse';
import { NavigationProvider } from '@docsnav/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageBucket } from './page-files.js';
import { PageToc } from './page-toc.js';
import { preloadPageFile } from './use-page-file.js';

/** The page map's one bucket, loaded on demand (as a prerender finds it on its first page). */
vi.mock('./site-pages.js', () => ({
  siteName: 'Test',
  pageBuckets: [
    (): Promise<PageBucket> =>
      Promise.resolve({
        pages: {
          index: () =>
            Promise.resolve({
              default: null,
              headings: [
                { depth: 2, text: 'Models', id: 'models' },
                { depth: 2, text: 'Next steps', id: 'next-steps' },
              ],
            }),
        },
        files: { index: 'index.mdx' },
      }),
  ],
}));

vi.mock('./endpoint-specs.js', () => ({ endpointSpecs: {} }));

// The site has its own React (a newer patch than the kit's): render both with the kit's, so the provider's
// context and the page's `use` share one React.
const kit = vi.hoisted(() => '../../../react/node_modules/');
vi.mock('react', () => import(/* @vite-ignore */ `${kit}react/index.js`));
vi.mock('react-dom/client', () => import(/* @vite-ignore */ `${kit}react-dom/client.js`));
vi.mock('react-dom/static', () => import(/* @vite-ignore */ `${kit}react-dom/static.node.js`));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const { model } = parseDocs(JSON.stringify({ name: 'Test', navigation: { pages: ['index', 'guides'] } }));

const tree = (
  <NavigationProvider model={model} pathname="/">
    <PageToc pathname="/" />
  </NavigationProvider>
);

/** The HTML a prerender writes: every Suspense boundary resolved. */
async function prerenderHtml(): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe('PageToc', () => {
  it("puts the root page's list in the server HTML when its page-file bucket was not loaded yet, and hydrates it without a mismatch", async () => {
    // Nothing is loaded before this render: the list's component first waits for the bucket, then the module.
    const html = await prerenderHtml();
    expect(html).toContain('On this page');
    expect(html).toContain('href="#models"');
    expect(html).toContain('href="#next-steps"');

    // The browser loads the page's bucket and module before hydrating (`preparePath`), then hydrates.
    await preloadPageFile('/', '');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    window.IntersectionObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#models',
      '#next-steps',
    ]);
  });
});
