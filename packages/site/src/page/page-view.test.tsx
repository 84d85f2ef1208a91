import { parseDocs } from '@docsnav/core/parse';
import { NavigationProvider } from '@docsnav/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageBucket } from './page-files.js';
import { PageView } from './page-view.js';

/** The page map's one bucket: loads when the test says so. */
const gate = vi.hoisted(() => {
  let open: (bucket: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => {
    open = resolve;
  });
  return { promise, open, loads: 0 };
});

vi.mock('./site-pages.js', () => ({
  siteName: 'Test',
  pageBuckets: [
    () => {
      gate.loads++;
      return gate.promise;
    },
  ],
}));

vi.mock('./endpoint-specs.js', () => ({ endpointSpecs: {} }));

vi.mock('./site-redirects.js', () => ({
  redirects: [
    { source: '/old/:slug*', destination: '/guides/:slug*' },
    { source: '/blog', destination: 'https://blog.example.org/' },
  ],
}));

const navigate = vi.hoisted(() => vi.fn());
vi.mock('react-router', () => ({ useNavigate: () => navigate }));

// The site has its own React (a newer patch than the kit's): render both with the kit's, which
// @testing-library/react uses too, so the provider's context and the page's `use` share one React.
const kitReact = vi.hoisted(() => '../../../react/node_modules/react/index.js');
vi.mock('react', () => import(/* @vite-ignore */ kitReact));

afterEach(cleanup);

const { model } = parseDocs(
  JSON.stringify({ name: 'Test', navigation: { pages: ['index', 'guides/intro', 'guides/missing'] } }),
);
const bucket: PageBucket = {
  pages: {
    'guides/intro': () =>
      Promise.resolve({ default: () => <p>Intro body</p>, head: { title: 'Intro from the file' } }),
    unlisted: () => Promise.resolve({ default: () => <p>Unlisted body</p> }),
  },
  files: { 'guides/intro': 'guides/intro.mdx', unlisted: 'unlisted.mdx' },
};

/** Renders the page of `pathname` and lets React settle (nothing more loads meanwhile unless the test
 *  opened the gate). */
const view = async (pathname: string) => {
  await act(async () => {
    render(
      <NavigationProvider model={model} pathname={pathname}>
        <PageView pathname={pathname} />
      </NavigationProvider>,
    );
  });
};

describe('PageView with the page-file map in buckets', () => {
  it('says "Loading…" while the bucket of the path loads, never an error, then decides', async () => {
    await view('/guides/missing');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Page not found')).toBeNull();
    cleanup();
    await view('/nothing-here');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    cleanup();

    await act(async () => gate.open(bucket));
    await view('/guides/missing');
    expect((await screen.findByRole('alert')).textContent).toContain('No page file for guides/missing');
    cleanup();
    await view('/nothing-here');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    cleanup();
    await view('/guides/intro');
    expect(await screen.findByText('Intro body')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Intro from the file');
    cleanup();
    await view('/unlisted');
    expect(await screen.findByText('Unlisted body')).toBeTruthy();
    // One bucket, loaded once.
    expect(gate.loads).toBe(1);
  });
});

describe('PageView on a path docs.json redirects', () => {
  it('leads on to the destination, replacing the old address, with a link meanwhile', async () => {
    await act(async () => gate.open(bucket));
    navigate.mockClear();
    await view('/old/intro');
    const link = await screen.findByRole('link', { name: '/guides/intro' });
    expect(link.getAttribute('href')).toBe('/guides/intro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page has moved');
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/guides/intro', { replace: true });
    // Without JavaScript, the refresh does it.
    expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/guides/intro',
    );
  });

  it('a path no redirect matches is not found, and goes nowhere', async () => {
    await act(async () => gate.open(bucket));
    navigate.mockClear();
    await view('/older/intro');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
