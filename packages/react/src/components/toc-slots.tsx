import type { ReactNode } from 'react';
import { TableOfContentsFormContext } from '../toc/form-context.js';

/**
 * DocsLayout's places for the page's `TableOfContents`: a column at the inline end (wide layouts, the
 * `list` form), a slot in the header row (narrower ones, the `disclosure` form: a compact button whose list
 * drops under the sticky header, so the page title keeps its place; CSS shows one of the two)
 * and the end-of-page marker its scroll-spy watches. Nothing when there is no list.
 */
export function TocSlots(toc: ReactNode): { column?: ReactNode; phone?: ReactNode; end?: ReactNode } {
  if (toc === undefined || toc === null || toc === false) return {};
  return {
    column: (
      <div className="docsnav-toc-column">
        <TableOfContentsFormContext.Provider value="list">{toc}</TableOfContentsFormContext.Provider>
      </div>
    ),
    phone: (
      <div className="docsnav-toc-phone">
        <TableOfContentsFormContext.Provider value="disclosure">{toc}</TableOfContentsFormContext.Provider>
      </div>
    ),
    end: <div className="docsnav-page-end" data-docsnav-page-end="" aria-hidden="true" />,
  };
}
