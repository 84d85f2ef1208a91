import { useNavigation } from '@docsnav/react';

/** The page shown: its title and description (the navigation knows them). */
export default function Page() {
  const { page } = useNavigation();
  if (!page) return <h1>Page not found</h1>;
  return (
    <article>
      <title>{`${page.pageTitle ?? page.title} · docsnav + React Router`}</title>
      <h1>{page.pageTitle ?? page.title}</h1>
      {page.description && <p>{page.description}</p>}
    </article>
  );
}
