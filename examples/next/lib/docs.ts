// The docs folder: DOCSNAV_DOCS (relative to this folder), else the project's example docs.
import { resolve } from 'node:path';
import { nextDocs } from '@docsnav/node/next';

export const docs = nextDocs(resolve(process.env.DOCSNAV_DOCS ?? '../../packages/site/docs'));
