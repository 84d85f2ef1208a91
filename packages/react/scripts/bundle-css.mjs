/**
 * Builds the published stylesheet: `src/styles.css` with its `@import "./x.css";` rules replaced by the
 * files they name (recursively, in order), written as ONE `dist/styles.css` without any @import, so
 * consumers import `@docsnav/react/styles.css` as a single file. A layered import
 * (`@import "./x.css" layer(docsnav);`) becomes the file's text in an `@layer docsnav { ... }` block, as a
 * browser or a bundler reads it. Run by the `copy-css` script.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An `@import` of a relative CSS file, alone on its line, optionally into a named cascade layer:
 * `@import "./styles/tokens.css";`, `@import "./styles/tokens.css" layer(docsnav);`.
 */
const IMPORT =
  /^@import\s+(?:url\()?["'](\.{1,2}\/[^"']+\.css)["']\)?(?:\s+layer\(([A-Za-z][\w.-]*)\))?\s*;\s*$/gm;

/**
 * The text of `file` with every relative `@import` inlined (each file once; a cycle or a missing file
 * throws with the chain that led to it). Other `@import` rules (URLs, packages) are left alone.
 */
export function bundleCss(file, seen = new Set(), chain = []) {
  const absolute = path.resolve(file);
  const via = [...chain, absolute];
  if (chain.includes(absolute)) throw new Error(`bundle-css: @import cycle: ${via.join(' -> ')}`);
  if (seen.has(absolute)) return '';
  seen.add(absolute);
  let text;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    throw new Error(`bundle-css: cannot read ${via.join(' -> ')}: ${error.message}`);
  }
  return text.replace(IMPORT, (_, target, layer) => {
    const inlined = bundleCss(path.join(path.dirname(absolute), target), seen, via).trimEnd();
    return layer && inlined ? `@layer ${layer} {\n${inlined}\n}` : inlined;
  });
}

/** Writes `dist/styles.css` of the package folder `dir` from its `src/styles.css`. */
export function writeBundledCss(dir) {
  const css = bundleCss(path.join(dir, 'src/styles.css'));
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/styles.css'), css.endsWith('\n') ? css : `${css}\n`);
  return css;
}

/** Stylesheets shipped as they are, beside `styles.css`: the Tailwind CSS v4 bridge and the shadcn/ui mapping. */
export const STANDALONE_CSS = ['tailwind.css', 'shadcn.css'];

/** Copies the standalone stylesheets of `src/` of the package folder `dir` into its `dist/`. */
export function copyStandaloneCss(dir) {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  for (const name of STANDALONE_CSS) copyFileSync(path.join(dir, 'src', name), path.join(dir, 'dist', name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeBundledCss(dir);
  copyStandaloneCss(dir);
}
