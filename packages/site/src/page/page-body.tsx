import { pages } from 'virtual:docsnav-pages';
import { use } from 'react';
import { loadPage, type PageModule } from './page-module.js';

/** The compile error of a page, shown where its content would be. */
export function CompileError({
  file,
  error,
}: {
  file: string;
  error: NonNullable<PageModule['compileError']>;
}) {
  const at = error.line ? `:${error.line}${error.column ? `:${error.column}` : ''}` : '';
  return (
    <div className="site-error" role="alert">
      <strong>This page could not be compiled.</strong>
      <p>
        <code>
          {file}
          {at}
        </code>
      </p>
      <pre>{error.message}</pre>
    </div>
  );
}

/** The rendered MDX of a page file (suspends while its module loads). */
export function PageBody({ fileKey, file }: { fileKey: string; file: string }) {
  const mod = use(loadPage(pages, fileKey));
  if (mod.compileError) return <CompileError file={file} error={mod.compileError} />;
  const Content = mod.default;
  return Content ? <Content /> : null;
}

/** The frontmatter of a page file (suspends while its module loads). */
export function usePageHead(fileKey: string | undefined): PageModule['head'] {
  if (!fileKey) return undefined;
  return use(loadPage(pages, fileKey)).head;
}
