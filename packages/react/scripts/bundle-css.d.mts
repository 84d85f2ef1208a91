/** `file` with its relative `@import` rules inlined, recursively. */
export declare function bundleCss(file: string, seen?: Set<string>, chain?: string[]): string;
/** Writes `<dir>/dist/styles.css` from `<dir>/src/styles.css`; returns the CSS. */
export declare function writeBundledCss(dir: string): string;
