/** Types of `virtual:docsnav-pages`, served by the site's page plugin (`src/build/pages-plugin.ts`). */
declare module 'virtual:docsnav-pages' {
  import type { PageModule } from './page/page-module.js';
  /** `name` of docs.json. */
  export const siteName: string;
  /** Every page file of the docs folder: normalized path (`guides/intro`) → its compiled module. */
  export const pages: Record<string, () => Promise<PageModule>>;
  /** Page path → the file, relative to the docs folder (`guides/intro.mdx`). */
  export const files: Record<string, string>;
}
