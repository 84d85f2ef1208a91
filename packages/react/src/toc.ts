'use client';
/**
 * @docsnav/react/toc: "On this page": the scroll-spy hook (`useActiveHeading`), the `TableOfContents`
 * component, and the reveal contract a host's tabs and disclosures follow so a link to a hidden heading opens
 * it first. A separate entry, so a site without a table of contents does not ship it.
 */
export { TableOfContentsFormContext } from './toc/form-context.js';
export {
  isRendered,
  REVEAL_EVENT,
  revealAndScroll,
  revealElement,
  VISIBILITY_EVENT,
} from './toc/reveal.js';
export { TableOfContents } from './toc/table-of-contents.js';
export { useActiveHeading } from './toc/use-active-heading.js';
