/** The kit's reveal contract for the site's hash navigations (app.tsx imports this module on the first one). */
export { revealAndScroll } from '@docsnav/react/toc';
