import type { EndpointInfo } from '@docsnav/core';
import { type ComponentProps, createContext, use } from 'react';
import { CodeGroup } from '../mdx/code-group.js';
import { EndpointExamples, GeneratedExample } from './endpoint-examples.js';
import { type MDXComponents, PageBody } from './page-body.js';
import { loadPage } from './page-module.js';
import type { PageFile } from './use-page-file.js';

/** The endpoint page whose written example the components below complete. */
const EndpointContext = createContext<EndpointInfo | undefined>(undefined);

/** A lone written `<RequestExample>`, then the response example generated from the spec. */
function RequestThenGenerated(props: ComponentProps<typeof CodeGroup>) {
  const endpoint = use(EndpointContext);
  return (
    <>
      <CodeGroup {...props} />
      {endpoint && <GeneratedExample endpoint={endpoint} kind="response" />}
    </>
  );
}

/** The request example generated from the spec, then a lone written `<ResponseExample>`. */
function GeneratedThenResponse(props: ComponentProps<typeof CodeGroup>) {
  const endpoint = use(EndpointContext);
  return (
    <>
      {endpoint && <GeneratedExample endpoint={endpoint} kind="request" />}
      <CodeGroup {...props} />
    </>
  );
}

/** The page's components for a lone written example of each kind. */
const BESIDE: Readonly<Record<string, MDXComponents>> = {
  RequestExample: { RequestExample: RequestThenGenerated },
  ResponseExample: { ResponseExample: GeneratedThenResponse },
};

/**
 * The body of an endpoint page that has a page file (`openapi:` in its frontmatter) with the examples its
 * author did not write, generated from its spec: both (in the examples column on a wide layout, above the
 * body on a narrow one, as on a generated page) when it writes none; the other kind beside its one written
 * `<RequestExample>` or `<ResponseExample>`. A page that writes several examples shows its own only.
 * Suspends while its module loads.
 */
export function EndpointPageBody({ file, endpoint }: { file: PageFile; endpoint: EndpointInfo }) {
  const mod = use(loadPage(file.pages, file.key));
  const written = mod.apiExamples ?? [];
  if (mod.compileError || written.length > 1) return <PageBody file={file} />;
  const [only] = written;
  if (only && Object.hasOwn(BESIDE, only))
    return (
      <EndpointContext value={endpoint}>
        <PageBody file={file} components={BESIDE[only]} />
      </EndpointContext>
    );
  return (
    <>
      <EndpointExamples endpoint={endpoint} />
      <div className="site-api-after">
        <PageBody file={file} />
      </div>
    </>
  );
}
