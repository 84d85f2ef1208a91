// The 404 page of the export (404.html): the layout's navigation shows the default divisions.
export default function NotFound() {
  return (
    <article>
      <h1>Page not found</h1>
      <p>No page of this documentation has this address. The navigation lists every page.</p>
    </article>
  );
}
