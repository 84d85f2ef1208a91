import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  RenderError,
  readPrerenderErrors,
  type ServerRenderParts,
  ServerRenderPartsContext,
  usePrerenderError,
} from './render-errors.js';

// React's act() outside the testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];

/** A content that renders in the browser only, noting what each render showed. */
function Probe() {
  const shown = usePrerenderError('x', 'x.mdx');
  seen.push(shown ?? 'content');
  return shown === undefined ? (
    <p>Rendered in the browser</p>
  ) : (
    <RenderError what="page content" file="x.mdx" message={shown} prerendered="x" />
  );
}

/** A page content as the page view renders it: its build-time error box while that is shown, else itself. */
function Content({ pageKey }: { pageKey: string }) {
  const shown = usePrerenderError(pageKey, `${pageKey}.mdx`);
  if (shown !== undefined)
    return <RenderError what="page content" file={`${pageKey}.mdx`} message={shown} prerendered={pageKey} />;
  return <p>Content of {pageKey}</p>;
}

describe('page contents that threw while prerendering', () => {
  it('on the server: records each content rendered, renders the box of one known to throw', () => {
    const parts: ServerRenderParts = {
      failed: new Map([['guides/b', 'user is not defined']]),
      rendered: new Map(),
    };
    const html = renderToStaticMarkup(
      <ServerRenderPartsContext.Provider value={parts}>
        <Content pageKey="guides/a" />
        <Content pageKey="guides/b" />
      </ServerRenderPartsContext.Provider>,
    );
    expect([...parts.rendered]).toEqual([
      ['guides/a', 'guides/a.mdx'],
      ['guides/b', 'guides/b.mdx'],
    ]);
    expect(html).toContain('<p>Content of guides/a</p>');
    expect(html).toContain(
      '<div class="site-error" role="alert" data-prerender-error="guides/b"><strong>The page content could not be rendered.</strong><p><code>guides/b.mdx</code></p><pre>user is not defined</pre></div>',
    );
  });

  it('in the browser: hydrates the box of the HTML with no mismatch, then renders the content itself', async () => {
    const failed: ServerRenderParts = {
      failed: new Map([['x', 'window is not defined']]),
      rendered: new Map(),
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRenderPartsContext.Provider value={failed}>
        <Probe />
      </ServerRenderPartsContext.Provider>,
    );
    expect(container.querySelector('[data-prerender-error="x"]')).not.toBeNull();
    readPrerenderErrors(container);
    seen.length = 0;
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(seen).toEqual(['window is not defined', 'content']);
    expect(container.textContent).toBe('Rendered in the browser');
    await act(async () => root?.unmount());
    // Once hydrated, the HTML's box is forgotten: a later render of the same page renders its content.
    seen.length = 0;
    await act(async () => {
      root = createRoot(document.createElement('div'));
      root.render(<Probe />);
    });
    expect(seen).toEqual(['content']);
    await act(async () => root?.unmount());
  });
});
