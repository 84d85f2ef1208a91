// Builds playwright/theming/fixture with Vite's production defaults (its default CSS minifier, Lightning CSS,
// and default browser targets) into playwright/theming/dist, the page theming.spec.ts checks: the kit's
// stylesheet as a host's production build ships it. Usage: node playwright/theming/build-fixture.mjs
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
await build({
  root: here('./fixture'),
  configFile: false,
  logLevel: 'warn',
  build: { outDir: here('./dist'), emptyOutDir: true },
});
