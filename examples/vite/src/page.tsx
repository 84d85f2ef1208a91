import { useNavigation } from '@docsnav/react';

/** The page shown: its title and description (the navigation knows them), coloured with Tailwind utilities
 *  that read the kit's tokens (`@docsnav/react/tailwind.css`). */
export function Page() {
  const { page } = useNavigation();
  if (!page) return <h1>Page not found</h1>;
  return (
    <article>
      <title>{`${page.pageTitle ?? page.title} · docsnav + Vite`}</title>
      <h1 className="font-docsnav text-docsnav-fg">{page.pageTitle ?? page.title}</h1>
      {page.description && <p className="text-docsnav-fg-muted">{page.description}</p>}
    </article>
  );
}
