import { createContext, useContext, useEffect, useState } from 'react';

/**
 * A page's MDX content that throws while it renders shows its error in place (the page's error boundary in
 * the browser). React's server renderer has no error boundaries: there the throw would leave the whole page
 * to the browser, "Loading…" in its HTML. So the server renders a page whose content threw once more, that
 * content known to throw: the error box is rendered in its place (`entry.server.tsx`), and the browser
 * hydrates that same box, then renders the content itself (it shows, or its error does, as on any client
 * navigation).
 */

/** The attribute of an error box rendered in place of a page's content that threw at build time: its page key. */
export const PRERENDER_ERROR_ATTRIBUTE = 'data-prerender-error';

/** What one server render of a page knows about the page contents it renders. */
export interface ServerRenderParts {
  /** The contents known to throw (page key → the message to show), rendered as their error box. */
  readonly failed: ReadonlyMap<string, string>;
  /** Filled by the render: the page key of each content it rendered → its file, relative to the docs folder. */
  readonly rendered: Map<string, string>;
}

/** Given by `entry.server.tsx` around each server render; absent in the browser. */
export const ServerRenderPartsContext = createContext<ServerRenderParts | undefined>(undefined);

/** In the browser: the contents whose error box the page's HTML holds (page key → message), until hydrated. */
const fromHtml = new Map<string, string>();

/** Reads, before hydration, the error boxes the build rendered in place of contents that threw. */
export function readPrerenderErrors(root: ParentNode = document): void {
  for (const box of root.querySelectorAll(`[${PRERENDER_ERROR_ATTRIBUTE}]`)) {
    const key = box.getAttribute(PRERENDER_ERROR_ATTRIBUTE);
    if (key !== null) fromHtml.set(key, box.querySelector('pre')?.textContent ?? '');
  }
}

/**
 * The message of a page content that threw at build time, while it is to be shown as the HTML shows it: on
 * the server when the render knows it throws, in the browser until the page has hydrated. Undefined when
 * the content is to be rendered. On the server, records that the content is rendered.
 */
export function usePrerenderError(key: string, file: string): string | undefined {
  const server = useContext(ServerRenderPartsContext);
  server?.rendered.set(key, file);
  const [shown, setShown] = useState(() => (server ? server.failed.get(key) : fromHtml.get(key)));
  useEffect(() => {
    if (shown === undefined) return;
    // Hydrated: from now on the browser renders the content (its error boundary shows a throw).
    fromHtml.delete(key);
    setShown(undefined);
  }, [key, shown]);
  return shown;
}

/** The error box of a part of a page that could not be rendered, with the file it comes from when known. */
export function RenderError({
  what,
  message,
  file,
  prerendered,
}: {
  /** What failed ("page content"). */
  what: string;
  message: string;
  /** The page file, relative to the docs folder. */
  file?: string;
  /** The page key, on the box rendered at build time in place of a content that threw. */
  prerendered?: string;
}) {
  return (
    <div className="site-error" role="alert" {...{ [PRERENDER_ERROR_ATTRIBUTE]: prerendered }}>
      <strong>The {what} could not be rendered.</strong>
      {file && (
        <p>
          <code>{file}</code>
        </p>
      )}
      <pre>{message}</pre>
    </div>
  );
}
