/** Types of `virtual:docsnav-pages`, served by the site's page plugin (`src/build/pages-plugin.ts`). */
declare module 'virtual:docsnav-pages' {
  import type { PageBucket } from './page/page-files.js';
  /** `name` of docs.json. */
  export const siteName: string;
  /** The docs folder's `.css` files as root-absolute hrefs (`/style.css`), linked by every page after the
   *  site's own styles, as Mintlify applies them. */
  export const stylesheets: readonly string[];
  /** The page-file map in hash buckets (`pageBucket` of the page key): per bucket, a dynamic import of its
   *  module (`virtual:docsnav-pages/<k>`), which maps page keys (`guides/intro`) to their lazy compiled
   *  module and their file. */
  export const pageBuckets: ReadonlyArray<() => Promise<PageBucket>>;
}

/** Types of `virtual:docsnav-endpoints`, served by the site's endpoint plugin (`src/build/endpoints-plugin.ts`). */
declare module 'virtual:docsnav-endpoints' {
  import type { SiteEndpointSection } from './build/description-html.js';
  /** A generated example block (build/endpoint-examples.ts): tab label, language, highlighted HTML. */
  export interface GeneratedBlock {
    label: string;
    language: string;
    preClass?: string;
    preData?: Record<string, string>;
    preStyle?: Record<string, string>;
    codeClass: string;
    html: string;
  }
  /** Per spec reference (as docs.json writes it): a dynamic import of the sections of its endpoint pages,
   *  by operation key (`GET /users`, `webhook name`), and of the generated examples of each page that has
   *  any (one module per page). */
  export const endpointSpecs: Readonly<
    Record<
      string,
      () => Promise<{
        sections: Readonly<Record<string, SiteEndpointSection[]>>;
        examples: Readonly<
          Record<string, () => Promise<{ request: GeneratedBlock[]; response: GeneratedBlock[] }>>
        >;
      }>
    >
  >;
}

/** Types of `virtual:docsnav-redirects`, served by the site's redirects plugin (`src/build/redirects-plugin.ts`). */
declare module 'virtual:docsnav-redirects' {
  import type { Redirect } from './redirects/redirect-rules.js';
  /** docs.json's redirects, in its order (the entries it got wrong left out). */
  export const redirects: readonly Redirect[];
}

/** `virtual:docsnav-tailwind.css`: the Tailwind utilities the pages use (`src/build/tailwind-plugin.ts`). */
declare module 'virtual:docsnav-tailwind.css';
