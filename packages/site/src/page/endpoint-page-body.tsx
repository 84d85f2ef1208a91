import type { EndpointInfo } from '@docsnav/core';
import { lazy, use } from 'react';
import { PageBody } from './page-body.js';
import { loadPage } from './page-module.js';
import type { PageFile } from './use-page-file.js';

const EndpointExamples = lazy(() =>
  import('./endpoint-examples.js').then((m) => ({ default: m.EndpointExamples })),
);

/**
 * The body of an endpoint page that has a page file (`openapi:` in its frontmatter): its MDX, and, when the
 * page writes no `<RequestExample>` / `<ResponseExample>` of its own, the examples generated from its spec
 * (in the examples column on a wide layout, above the body on a narrow one, as on a generated page). A page
 * with its own examples shows those only (suspends while its module loads).
 */
export function EndpointPageBody({ file, endpoint }: { file: PageFile; endpoint: EndpointInfo }) {
  const mod = use(loadPage(file.pages, file.key));
  if (mod.compileError || mod.apiExamples?.length) return <PageBody file={file} />;
  return (
    <>
      <EndpointExamples endpoint={endpoint} />
      <div className="site-api-after">
        <PageBody file={file} />
      </div>
    </>
  );
}
