import { createContext } from 'react';

/** How the list is drawn: a titled list (a side column), or a disclosure closed by default (phones). */
export type TableOfContentsForm = 'list' | 'disclosure';

/** The form of the lists inside a layout slot (`DocsLayout` sets it for its column and its phone slot). Its
 *  own module: the layout's slots need it on every page, `TableOfContents` only on pages with headings. */
export const TableOfContentsFormContext = createContext<TableOfContentsForm | undefined>(undefined);
