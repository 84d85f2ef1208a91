/** `file` with its relative `@import` rules inlined, recursively. */
export declare function bundleCss(file: string, seen?: Set<string>, chain?: string[]): string;
/** Writes `<dir>/dist/styles.css` from `<dir>/src/styles.css`; returns the CSS. */
export declare function writeBundledCss(dir: string): string;
/** Stylesheets shipped as they are, beside `styles.css`. */
export declare const STANDALONE_CSS: readonly string[];
/** Copies the standalone stylesheets of `<dir>/src` into `<dir>/dist`. */
export declare function copyStandaloneCss(dir: string): void;
