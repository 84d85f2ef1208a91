import { resolve } from 'node:path';
import { prerenderPaths } from '@docsnav/node/react-router';
import type { Config } from '@react-router/dev/config';

/** The docs folder: DOCSNAV_DOCS (relative to this folder), else the project's example docs. */
export const docsFolder = resolve(process.env.DOCSNAV_DOCS ?? '../../packages/site/docs');

/** No server at run time: every page of the docs folder is prerendered to static HTML. */
export default {
  ssr: false,
  prerender: () => prerenderPaths(docsFolder),
} satisfies Config;
