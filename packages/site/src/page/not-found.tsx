import { firstPage } from '@docsnav/core';
import { useNavigation } from '@docsnav/react';

/** The not-found page, inside the layout: says what was asked for and leads back to the first page. */
export function NotFound({ pathname }: { pathname: string }) {
  const { index, Link } = useNavigation();
  const first = index.nodes[firstPage(index, 0)];
  return (
    <article className="site-page site-not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      {first?.type === 'page' && (
        <p>
          Go to <Link href={first.href}>{first.title}</Link>.
        </p>
      )}
    </article>
  );
}
