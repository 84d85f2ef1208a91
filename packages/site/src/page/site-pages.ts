/** The site's `virtual:docsnav-pages` (site name, page-file map buckets), behind a file tests can mock. */
export { pageBuckets, siteName } from 'virtual:docsnav-pages';
