import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SidebarPage } from '../hook/types.js';
import { Sidebar } from './sidebar.js';
import { MemoryHost, modelFrom } from './test-support/host.js';
import { generatedDocs } from './test-support/navs.js';

afterEach(cleanup);

const big = modelFrom(generatedDocs(1000));
const rendered: string[] = [];
/** A stable label slot that records which page entries render. */
const countingLabel = (page: SidebarPage) => {
  rendered.push(page.href);
  return page.title;
};

describe('Sidebar re-renders', () => {
  it('a navigation re-renders the entries whose state changed, not the whole sidebar', async () => {
    render(
      <MemoryHost model={big} initialPath="/t1/g1/s0/page-1">
        <Sidebar collapsed="until-found" renderPageLabel={countingLabel} />
      </MemoryHost>,
    );
    expect(rendered.length).toBeGreaterThanOrEqual(500);
    rendered.length = 0;
    const go = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
    await act(async () => go('/t1/g1/s0/page-2'));
    expect(document.querySelector('a[href="/t1/g1/s0/page-2"]')?.getAttribute('aria-current')).toBe('page');
    expect(rendered.sort()).toEqual(['/t1/g1/s0/page-1', '/t1/g1/s0/page-2']);
    rendered.length = 0;
    // Into a closed nested group elsewhere: the group opens, yet only the two pages' entries re-render.
    await act(async () => go('/t1/g7/s3/page-4'));
    expect(document.querySelector('a[href="/t1/g7/s3/page-4"]')?.getAttribute('aria-current')).toBe('page');
    expect(rendered.sort()).toEqual(['/t1/g1/s0/page-2', '/t1/g7/s3/page-4']);
  });
});
