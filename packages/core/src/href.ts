/** Rules on hrefs shared by the parser, the hook and the components (shipped to browsers: kept tiny). */

/** A URL scheme (`https:`, `mailto:`, `tel:`...) or a second slash or backslash (`//host`, `/\host`, `\\host`). */
const LEAVES_SITE = /^([a-z][a-z\d+.-]*:|[/\\]{2})/i;
/** What a URL parser ignores in a scheme: ASCII control characters and spaces. */
const IGNORED = /[\0- ]+/g;

/**
 * True when `href` is not a path of this site: it has a scheme (`https:`, `mailto:`, `tel:`...) or names
 * another host (`//host`, and `/\host` or `\\host`, which browsers read as `//host`). Such a link never goes
 * to the host's router: the kit renders it as a plain anchor opening a new tab. Control characters and
 * spaces are ignored, as browsers do in a scheme (`java\tscript:` has a scheme). `/a`, `#x`, `a/b:c`,
 * `guides/intro` are not external.
 */
export function isExternalHref(href: string): boolean {
  return LEAVES_SITE.test(href.replace(IGNORED, ''));
}

/**
 * A `basePath` as the model keeps it: one leading slash, no trailing slash, no empty segment, `''` for none
 * (`docs/` → `/docs`, `/a//b/` → `/a/b`, `/` and `undefined` → `''`). Surrounding spaces are ignored.
 */
export function normalizeBasePath(basePath: string | undefined): string {
  const path = (basePath ?? '')
    .trim()
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
  return path === '' ? '' : `/${path}`;
}
