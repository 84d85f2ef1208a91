/** Vite's `?url&no-inline` import: the file's URL (a `/` path, never a `data:` URL, which docs.json refuses). */
declare module '*.svg?url&no-inline' {
  const src: string;
  export default src;
}
