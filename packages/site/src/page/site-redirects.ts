/** The site's `virtual:docsnav-redirects` (docs.json's redirects), behind a file tests can mock. */
export { redirects } from 'virtual:docsnav-redirects';
