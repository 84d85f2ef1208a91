import type { HtmlTagDescriptor } from 'vite';
import type { LoadResult } from './load-types.js';

/**
 * The brand's CSS (docs.json `colors` / `background.color`, `settings.brand.css` as `loadDocs` computed it)
 * in the page's HTML instead of in the JS of its first page, for a build whose pages are HTML entries (a
 * Vite single-page app): `transformIndexHtml` puts it in a `<style data-docsnav-brand>` of the `<head>`, so
 * the accent colours apply before any script ran, and the shell of `virtual:docsnav` carries `css: ""`
 * ("applied by the page"), on which the kit's `BrandStyle` draws nothing and loads nothing. 0.2 KB gzip
 * less JS on the first page of examples/vite (`pnpm size:host`). Other builds (a framework's server-rendered
 * pages, dev) keep the CSS in the shell: their HTML does not go through `transformIndexHtml`.
 */

/** Whether a build input is made of HTML pages only (none given: Vite's `index.html`). */
export function htmlInput(input: unknown): boolean {
  const isHtml = (entry: unknown) => typeof entry === 'string' && /\.html$/i.test(entry);
  if (input === undefined) return true;
  if (typeof input === 'string') return isHtml(input);
  const entries = Array.isArray(input)
    ? input
    : input && typeof input === 'object'
      ? Object.values(input)
      : [];
  return entries.length > 0 && entries.every(isHtml);
}

/** The `<head>` tag holding the brand's CSS, or none without one. */
export function brandStyleTags(result: LoadResult): HtmlTagDescriptor[] {
  const css = result.model.settings.brand?.css;
  if (!css) return [];
  return [{ tag: 'style', attrs: { 'data-docsnav-brand': '' }, children: css, injectTo: 'head' }];
}

/** The load with the brand's CSS left to the page (`css: ""`), for the modules the browser loads. */
export function withBrandCssInPage(result: LoadResult): LoadResult {
  const { settings } = result.model;
  const brand = settings.brand;
  if (brand?.css === undefined || brand.css === '') return result;
  return { ...result, model: { ...result.model, settings: { ...settings, brand: { ...brand, css: '' } } } };
}
