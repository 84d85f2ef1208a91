import type { EndpointInfo } from '@docsnav/core';
import { TableOfContents } from '@docsnav/react/toc';
import { use } from 'react';
import type { SiteEndpointSection } from '../build/description-html.js';
import { endpointKey } from './endpoint-key.js';
import { endpointSpecs } from './endpoint-specs.js';

type SpecSections = Readonly<Record<string, SiteEndpointSection[]>>;
const loaded = new Map<string, Promise<SpecSections>>();

/** The sections of every endpoint page of a spec (its module, loaded once; the same promise every render). */
function loadSpecSections(spec: string): Promise<SpecSections> {
  let promise = loaded.get(spec);
  if (!promise) {
    const load = endpointSpecs[spec];
    promise = load ? load().then((m) => m.sections) : Promise.resolve({});
    loaded.set(spec, promise);
  }
  return promise;
}

/** The sections of a generated endpoint page (suspends while its spec's module loads); none when its
 *  spec is unknown or lacks the operation. */
export function useEndpointSections(endpoint: EndpointInfo): SiteEndpointSection[] {
  if (!endpoint.spec || !Object.hasOwn(endpointSpecs, endpoint.spec)) return [];
  return use(loadSpecSections(endpoint.spec))[endpointKey(endpoint)] ?? [];
}

/** A generated endpoint page's body: parameters by location, request body, responses, each under its
 *  heading with the id its "On this page" entry links to. */
export function EndpointSections({ endpoint }: { endpoint: EndpointInfo }) {
  const sections = useEndpointSections(endpoint);
  return (
    <>
      {sections.map(({ heading, items }) => {
        const Heading = heading.depth === 2 ? 'h2' : heading.depth === 3 ? 'h3' : 'h4';
        return (
          <section key={heading.id} className="site-endpoint-section">
            <Heading id={heading.id}>{heading.text}</Heading>
            {heading.depth === 3 ? (
              items[0]?.html ? (
                // The spec's CommonMark, made HTML at build time without its raw HTML (description-html.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: no raw HTML of the spec reaches it.
                <div dangerouslySetInnerHTML={{ __html: items[0].html }} />
              ) : (
                items[0]?.description && <p>{items[0].description}</p>
              )
            ) : items.length > 0 ? (
              <ul className="site-endpoint-items">
                {items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list (a body's media types may repeat names).
                  <li key={i}>
                    <code>{item.name}</code>
                    {item.type && <span className="site-endpoint-type"> {item.type}</span>}
                    {item.required && <span className="site-endpoint-required"> required</span>}
                    {item.html ? (
                      <>
                        {' — '}
                        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built without the spec's raw HTML. */}
                        <span dangerouslySetInnerHTML={{ __html: item.html }} />
                      </>
                    ) : (
                      item.description && <> — {item.description}</>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

/** The "On this page" list of a generated endpoint page: its sections' headings (suspends while its spec's
 *  module loads). */
export function EndpointHeadings({ endpoint, title }: { endpoint: EndpointInfo; title: string }) {
  const headings = useEndpointSections(endpoint).map((section) => section.heading);
  return <TableOfContents headings={headings} labels={{ title }} />;
}
