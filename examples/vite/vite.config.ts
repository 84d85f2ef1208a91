import { resolve } from 'node:path';
import { docsnav } from '@docsnav/node/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The docs folder: DOCSNAV_DOCS (relative to this folder), else the project's example docs. */
const docsFolder = resolve(process.env.DOCSNAV_DOCS ?? '../../packages/site/docs');

export default defineConfig({
  plugins: [react(), tailwindcss(), docsnav({ root: docsFolder })],
  server: { host: '127.0.0.1' },
});
