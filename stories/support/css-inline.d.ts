/** A stylesheet imported as its text (Vite's `?inline` suffix): the stories that add one only while shown. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
