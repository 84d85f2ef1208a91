/** A pathname without trailing slashes (`/a/b/` → `/a/b`; `/` stays): the build prerenders `/a/b/` (written
 *  as `a/b/index.html`), the browser asks for `/a/b` or `/a/b/`, and all must render the same page. */
export function sitePathname(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
