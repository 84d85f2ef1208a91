// The 404 page of the export (404.html): the layout's navigation shows the default divisions.
import { scopesFor } from '../lib/docs';
import { pageScopes } from '../lib/page-scopes';

export default async function NotFound() {
  pageScopes().resolve(await scopesFor('/_not-found'));
  return (
    <article>
      <h1>Page not found</h1>
      <p>No page of this documentation has this address. The navigation lists every page.</p>
    </article>
  );
}
