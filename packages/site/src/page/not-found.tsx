import { firstPage, nodeHref } from '@docsnav/core';
import { useNavigation } from '@docsnav/react';
import { matchRedirect } from '../redirects/redirect-rules.js';
import { Moved } from './moved.js';
import { redirects } from './site-redirects.js';

/** The not-found page, inside the layout: says what was asked for and leads back to the first page (its
 *  title when its sidebar is loaded; the shell knows where it is in any case). A path docs.json redirects
 *  leads on to its destination instead. */
export function NotFound({ pathname }: { pathname: string }) {
  const to = matchRedirect(pathname, redirects);
  return to === undefined ? <NoPage pathname={pathname} /> : <Moved to={to} />;
}

function NoPage({ pathname }: { pathname: string }) {
  const { index, Link } = useNavigation();
  const node = index.nodes[firstPage(index, 0)];
  const href = nodeHref(index, 0);
  return (
    <article className="site-page site-not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      {href !== undefined && (
        <p>
          Go to{' '}
          <Link href={href}>
            {node?.type === 'page' && node.href === href ? node.title : 'the first page'}
          </Link>
          .
        </p>
      )}
    </article>
  );
}
