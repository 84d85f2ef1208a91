/** The site's `virtual:docsnav-endpoints` (the sections of endpoint pages, per spec), behind a file tests can
 *  mock. */
export { endpointSpecs } from 'virtual:docsnav-endpoints';
