import { type ComponentType, use } from 'react';
import { loadPage, type PageModule } from './page-module.js';
import type { PageFile } from './use-page-file.js';

/** Components a page's MDX renders by name (`RequestExample`...). */
export type MDXComponents = Readonly<Record<string, ComponentType<never>>>;

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

/** The rendered MDX of a page file (suspends while its module loads); `components` override the site's. */
export function PageBody({ file, components }: { file: PageFile; components?: MDXComponents }) {
  const mod = use(loadPage(file.pages, file.key));
  if (mod.compileError) return <CompileError file={file.file} error={mod.compileError} />;
  const Content = mod.default as ComponentType<{ components?: MDXComponents }> | null;
  return Content ? <Content components={components} /> : null;
}

/** The frontmatter of a page file (suspends while its module loads). */
export function usePageHead(file: PageFile | undefined): PageModule['head'] {
  if (!file) return undefined;
  return use(loadPage(file.pages, file.key)).head;
}
