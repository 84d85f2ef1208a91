// The 404 page of the export (404.html), inside the layout's navigation (the default divisions).
import { docs } from '../lib/docs';

export default async function NotFound() {
  await docs.notFound();
  return (
    <article>
      <h1>Page not found</h1>
      <p>No page of this documentation has this address. The navigation lists every page.</p>
    </article>
  );
}
