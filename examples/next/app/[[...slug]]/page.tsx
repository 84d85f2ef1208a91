// One static page per page of the navigation, a Server Component. `docs.page` hands the page's scopes and
// headings to the layout; `<PageScopes>` gives them to the navigation after a client navigation. The body
// is the page's outline: its headings, with the ids its "On this page" list links to.
import { PageScopes } from '@docsnav/react/next';
import { notFound, redirect } from 'next/navigation';
import { docs } from '../../lib/docs';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = docs.generateStaticParams;

export async function generateMetadata({ params }: Props) {
  const { page } = await docs.page((await params).slug);
  return { title: page?.pageTitle ?? page?.title, description: page?.description };
}

export default async function Page({ params }: Props) {
  const { page, scopes, headings, home } = await docs.page((await params).slug);
  if (!page) return home ? redirect(home) : notFound();
  return (
    <article>
      <PageScopes scopes={scopes} headings={headings} />
      <h1>{page.pageTitle ?? page.title}</h1>
      {page.description && <p className="page-description">{page.description}</p>}
      {page.endpoint && (
        <p>
          <code>
            {page.endpoint.method} {page.endpoint.path}
          </code>
        </p>
      )}
      {headings.map(({ depth, id, text }) => {
        const Heading = depth === 2 ? 'h2' : depth === 3 ? 'h3' : 'h4';
        return (
          <Heading key={id} id={id}>
            {text}
          </Heading>
        );
      })}
    </article>
  );
}
