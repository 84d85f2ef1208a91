// One static page per page href of the navigation (a Server Component). The navigation around it comes from
// the root layout; the body here is the page's title, description and the pages listed beside it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { findPage, firstPageHref, pagePaths, pathnameOf, scopesFor } from '../../lib/docs';
import { pageScopes } from '../../lib/page-scopes';
import { PageScopes } from '../docs-navigation';

interface Props {
  params: Promise<{ slug?: string[] }>;
}

/** Only the pages of the navigation exist (a static export has no server to render others). */
export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ slug: string[] }[]> {
  return (await pagePaths()).map((path) => ({ slug: path.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findPage(pathnameOf((await params).slug));
  return found
    ? { title: found.page.pageTitle ?? found.page.title, description: found.page.description }
    : {};
}

export default async function Page({ params }: Props) {
  const pathname = pathnameOf((await params).slug);
  // First: the layout waits for these to render the navigation.
  const scopes = await scopesFor(pathname);
  pageScopes().resolve(scopes);
  const found = await findPage(pathname);
  if (!found) {
    // `/` without a root page: the export writes a page that redirects to the first page.
    const first = pathname === '/' ? await firstPageHref() : undefined;
    if (first) redirect(first);
    notFound();
  }
  const { page, siblings } = found;
  return (
    <article>
      <PageScopes scopes={scopes} />
      <h1>{page.pageTitle ?? page.title}</h1>
      {page.description && <p className="page-description">{page.description}</p>}
      {page.endpoint && (
        <p>
          <code>
            {page.endpoint.method} {page.endpoint.path}
          </code>
        </p>
      )}
      {siblings.length > 0 && (
        <section aria-labelledby="see-also">
          <h2 id="see-also">In this section</h2>
          <ul>
            {siblings.map((p) => (
              <li key={p.id}>
                <Link href={p.href}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
