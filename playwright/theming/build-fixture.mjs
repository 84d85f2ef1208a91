// Builds playwright/theming/fixture with Vite's production defaults (its default CSS minifier, Lightning CSS,
// and default browser targets) into playwright/theming/dist, the pages theming.spec.ts checks: the kit's
// stylesheet as a host's production build ships it, alone (index.html) and with Tailwind CSS v4 and a
// shadcn/ui theme (tailwind.html). Usage: node playwright/theming/build-fixture.mjs
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
await build({
  root: here('./fixture'),
  configFile: false,
  logLevel: 'warn',
  // tailwind.html: a Tailwind CSS v4 host (its official Vite plugin) with a shadcn/ui theme.
  plugins: [tailwindcss()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: here('./fixture/index.html'), tailwind: here('./fixture/tailwind.html') },
    },
  },
});
