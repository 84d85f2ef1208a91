import { docsnav } from '@docsnav/node/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { docsFolder } from './react-router.config';

export default defineConfig({
  plugins: [reactRouter(), docsnav({ root: docsFolder })],
  server: { host: '127.0.0.1' },
});
