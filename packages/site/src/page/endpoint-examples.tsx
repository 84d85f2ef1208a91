import type { GeneratedBlock } from 'virtual:docsnav-endpoints';
import type { EndpointInfo } from '@docsnav/core';
import { use } from 'react';
import { CodeGroup } from '../mdx/code-group.js';
import { CodeBlock } from '../mdx/fields.js';
import { endpointKey } from './endpoint-key.js';
import { endpointSpecs } from './endpoint-specs.js';

/** A page's generated examples. */
interface Examples {
  request: readonly GeneratedBlock[];
  response: readonly GeneratedBlock[];
}
const NONE: Examples = { request: [], response: [] };

/** Per spec, then per endpoint key: the loading examples (the same promise every render). */
const loaded = new Map<string, Promise<Examples>>();

function loadExamples(spec: string, key: string): Promise<Examples> {
  const id = `${spec}\n${key}`;
  let promise = loaded.get(id);
  if (!promise) {
    const load = endpointSpecs[spec];
    promise = load
      ? load().then((m) =>
          m.examples && Object.hasOwn(m.examples, key) ? (m.examples[key]?.() ?? NONE) : NONE,
        )
      : Promise.resolve(NONE);
    loaded.set(id, promise);
  }
  return promise;
}

/** The generated examples of an endpoint page (suspends while they load); none when its spec is unknown. */
export function useEndpointExamples(endpoint: EndpointInfo): Examples {
  if (!endpoint.spec || !Object.hasOwn(endpointSpecs, endpoint.spec)) return NONE;
  return use(loadExamples(endpoint.spec, endpointKey(endpoint)));
}

/** A generated block as the `pre` a fenced block of a page compiles to (its title and language for the
 *  group's tab, Shiki's spans in its `code`): an element, not a component, since the group reads its props. */
function generatedCode(block: GeneratedBlock, key: number) {
  return (
    <CodeBlock
      key={key}
      data-title={block.label}
      data-language={block.language}
      className={block.preClass}
      style={block.preStyle}
      {...block.preData}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's spans (or the escaped text), made at build time from the spec. */}
      <code className={block.codeClass} dangerouslySetInnerHTML={{ __html: block.html }} />
    </CodeBlock>
  );
}

/** The generated request (`kind="request"`, a tab per language) or response example (a tab per status) of an
 *  endpoint page, as a written `<RequestExample>` / `<ResponseExample>` draws (suspends while it loads);
 *  nothing when the spec gives none. */
export function GeneratedExample({
  endpoint,
  kind,
}: {
  endpoint: EndpointInfo;
  kind: 'request' | 'response';
}) {
  const blocks = useEndpointExamples(endpoint)[kind];
  return blocks.length > 0 ? <CodeGroup>{blocks.map(generatedCode)}</CodeGroup> : null;
}

/**
 * The examples column of a generated endpoint page: its request example (a tab per language) and its
 * response example (a tab per status), made at build time from the spec, in the markup of a page's written
 * `<RequestExample>` and `<ResponseExample>` (`div.site-api-examples`, build/api-examples.ts), so site.css
 * lays them out alike. Nothing when the spec gives neither.
 */
export function EndpointExamples({ endpoint }: { endpoint: EndpointInfo }) {
  const { request, response } = useEndpointExamples(endpoint);
  if (!request.length && !response.length) return null;
  return (
    <div className="site-api-examples">
      <GeneratedExample endpoint={endpoint} kind="request" />
      <GeneratedExample endpoint={endpoint} kind="response" />
    </div>
  );
}
