/** Core's `brandCss`, as its own module: `BrandStyle` imports it with `import()` for a model whose build did
 *  not compute its brand's CSS (a model parsed in the browser), so a host's entry holds no colour maths. */
export { brandCss } from '@docsnav/core';
